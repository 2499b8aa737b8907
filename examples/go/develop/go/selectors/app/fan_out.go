package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func PriceQuotes(ctx workflow.Context, vendors []string) (map[string]float64, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	quotes := make(map[string]float64, len(vendors))
	var firstErr error

	selector := workflow.NewSelector(ctx)
	for _, v := range vendors {
		vendor := v
		f := workflow.ExecuteActivity(ctx, "GetQuote", vendor)
		selector.AddFuture(f, func(f workflow.Future) {
			var price float64
			if err := f.Get(ctx, &price); err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			quotes[vendor] = price
		})
	}
	for range vendors {
		selector.Select(ctx)
	}
	return quotes, firstErr
}

package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// FastestQuote asks two providers and cancels the slower one.
func FastestQuote(ctx workflow.Context, item string) (float64, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		HeartbeatTimeout:    5 * time.Second,
	})
	raceCtx, cancelRace := workflow.WithCancel(ctx)
	defer cancelRace()

	var price float64
	var err error
	s := workflow.NewSelector(ctx)
	for _, provider := range []string{"QuoteFromA", "QuoteFromB"} {
		s.AddFuture(workflow.ExecuteActivity(raceCtx, provider, item), func(f workflow.Future) {
			err = f.Get(ctx, &price)
		})
	}
	s.Select(ctx) // first result wins; the deferred cancelRace stops the other Activity
	return price, err
}

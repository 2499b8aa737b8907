package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

// LookupExchangeRate stands for a fast lookup, such as a cached price list.
func LookupExchangeRate(ctx context.Context, from, to string) (float64, error) { return 1.08, nil }

func ConvertWorkflow(ctx workflow.Context, amount float64) (float64, error) {
	// region: local-activity
	lao := workflow.LocalActivityOptions{
		StartToCloseTimeout: 5 * time.Second,
	}
	ctx = workflow.WithLocalActivityOptions(ctx, lao)

	var rate float64
	// highlight-next-line
	err := workflow.ExecuteLocalActivity(ctx, LookupExchangeRate, "EUR", "USD").Get(ctx, &rate)
	// endregion: local-activity
	return amount * rate, err
}

package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

// LookupPrice stands for a fast read from a local price cache.
func LookupPrice(ctx context.Context, sku string) (int64, error) { return 1999, nil }

func QuoteWorkflow(ctx workflow.Context, sku string) (int64, error) {
	// region: local-activity
	lao := workflow.LocalActivityOptions{StartToCloseTimeout: 2 * time.Second}
	ctx = workflow.WithLocalActivityOptions(ctx, lao)
	var price int64
	// highlight-next-line
	err := workflow.ExecuteLocalActivity(ctx, LookupPrice, sku).Get(ctx, &price)
	// endregion: local-activity
	return price, err
}

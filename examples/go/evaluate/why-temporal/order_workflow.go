package orders

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Charge, ReserveStock, Ship and Refund are Activities defined in activities.go.
func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumInterval: time.Minute},
	})
	if err := workflow.ExecuteActivity(ctx, Charge, orderID).Get(ctx, nil); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, ReserveStock, orderID).Get(ctx, nil); err != nil {
		// highlight-next-line
		_ = workflow.ExecuteActivity(ctx, Refund, orderID).Get(ctx, nil)
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, Ship, orderID).Get(ctx, nil); err != nil {
		_ = workflow.ExecuteActivity(ctx, Refund, orderID).Get(ctx, nil)
		return "", err
	}
	return "shipped", nil
}

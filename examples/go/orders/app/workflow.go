package app

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Order is the Workflow input. A single struct parameter lets you add fields later
// without changing the Workflow signature.
type Order struct {
	ID       string
	Customer string
	Amount   int64
}

// FulfilOrder charges the customer, then ships the order.
func FulfilOrder(ctx workflow.Context, order Order) (string, error) {
	// highlight-start
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    time.Second,
			BackoffCoefficient: 2.0,
			MaximumInterval:    time.Minute,
		},
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	// highlight-end

	var a *Activities // nil pointer: used only to name the methods
	var receipt string
	if err := workflow.ExecuteActivity(ctx, a.Charge, order).Get(ctx, &receipt); err != nil {
		return "", err
	}
	var tracking string
	if err := workflow.ExecuteActivity(ctx, a.Ship, order).Get(ctx, &tracking); err != nil {
		return "", err
	}
	workflow.GetLogger(ctx).Info("order fulfilled", "orderID", order.ID, "tracking", tracking)
	return tracking, nil
}

package app

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func ChargeCard(ctx context.Context, orderID string) error {
	declined := true // the processor's answer
	if declined {
		// highlight-next-line
		return temporal.NewNonRetryableApplicationError("card declined", "CardDeclined", nil, orderID)
	}
	return nil
}

func Checkout(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, nil)
	var appErr *temporal.ApplicationError
	// highlight-next-line
	if errors.As(err, &appErr) && appErr.Type() == "CardDeclined" {
		return "ask-for-another-card", nil
	}
	if err != nil {
		return "", err
	}
	return "charged", nil
}

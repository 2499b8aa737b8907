package app

import (
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func CheckoutWorkflow(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	// region: catch
	err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, nil)
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == "CardDeclined" {
		return "declined", nil
	}
	// endregion: catch
	if err != nil {
		return "", err
	}
	return "charged", nil
}

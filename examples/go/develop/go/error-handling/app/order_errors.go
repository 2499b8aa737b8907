package app

import (
	"errors"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	var receipt string
	err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, &receipt)
	if err == nil {
		return receipt, nil
	}

	// highlight-start
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == "CardDeclined" {
		var d ChargeDetails
		if appErr.HasDetails() {
			_ = appErr.Details(&d)
		}
		workflow.GetLogger(ctx).Info("payment declined", "reason", d.Reason)
		return "", temporal.NewNonRetryableApplicationError("order rejected", "OrderRejected", err)
	}
	// highlight-end

	var timeoutErr *temporal.TimeoutError
	if errors.As(err, &timeoutErr) && timeoutErr.TimeoutType() == enumspb.TIMEOUT_TYPE_START_TO_CLOSE {
		workflow.GetLogger(ctx).Warn("payment provider too slow")
	}
	return "", err
}

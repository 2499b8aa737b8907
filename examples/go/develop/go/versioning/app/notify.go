package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func OrderConfirmation(ctx workflow.Context, orderID string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	// highlight-start
	v := workflow.GetVersion(ctx, "confirm-by-sms", workflow.DefaultVersion, 1)
	if v == workflow.DefaultVersion {
		// Executions that reached this point before the change keep the old behaviour.
		return workflow.ExecuteActivity(ctx, "SendEmail", orderID).Get(ctx, nil)
	}
	// highlight-end
	return workflow.ExecuteActivity(ctx, "SendSMS", orderID).Get(ctx, nil)
}

package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func OrderConfirmationV2(ctx workflow.Context, orderID string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	v := workflow.GetVersion(ctx, "confirm-by-sms", workflow.DefaultVersion, 2)
	switch v {
	case workflow.DefaultVersion:
		return workflow.ExecuteActivity(ctx, "SendEmail", orderID).Get(ctx, nil)
	case 1:
		return workflow.ExecuteActivity(ctx, "SendSMS", orderID).Get(ctx, nil)
	default: // 2: send a push notification, falling back to SMS
		if err := workflow.ExecuteActivity(ctx, "SendPush", orderID).Get(ctx, nil); err == nil {
			return nil
		}
		return workflow.ExecuteActivity(ctx, "SendSMS", orderID).Get(ctx, nil)
	}
}

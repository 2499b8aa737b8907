package order

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
	})

	var chargeID string
	if err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, &chargeID); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, SendReceipt, orderID, chargeID).Get(ctx, nil); err != nil {
		return "", err
	}
	return chargeID, nil
}

package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

func ScreenOrder(ctx context.Context, orderID string) error          { return nil }
func ChargeCard(ctx context.Context, orderID string) (string, error) { return "ch-" + orderID, nil }

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	// region: get-version
	v := workflow.GetVersion(ctx, "add-fraud-screen", workflow.DefaultVersion, 1)
	if v == 1 {
		// highlight-next-line
		err := workflow.ExecuteActivity(ctx, ScreenOrder, orderID).Get(ctx, nil)
		if err != nil {
			return "", err
		}
	}
	var chargeID string
	err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, &chargeID)
	// endregion: get-version
	return chargeID, err
}

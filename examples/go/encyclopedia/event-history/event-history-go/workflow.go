package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

func ChargeCard(ctx context.Context, orderID string) error { return nil }
func ShipOrder(ctx context.Context, orderID string) error  { return nil }

// OrderWorkflow is the page's worked example after the fix: the new sleep is guarded by GetVersion.
func OrderWorkflow(ctx workflow.Context, orderID string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	if err := workflow.ExecuteActivity(ctx, ChargeCard, orderID).Get(ctx, nil); err != nil {
		return err
	}
	// region: patched-sleep
	v := workflow.GetVersion(ctx, "add-delay-before-ship", workflow.DefaultVersion, 1)
	if v == 1 {
		_ = workflow.Sleep(ctx, time.Hour)
	}
	// endregion: patched-sleep
	return workflow.ExecuteActivity(ctx, ShipOrder, orderID).Get(ctx, nil)
}

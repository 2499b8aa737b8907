package environments

import (
	"errors"
	"time"

	"go.temporal.io/sdk/workflow"
)

// Provision and Release are Activities defined in activities.go.
func EnvironmentWorkflow(ctx workflow.Context, envID string) (string, error) {
	ao := workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Minute, HeartbeatTimeout: 30 * time.Second}
	ctx = workflow.WithActivityOptions(ctx, ao)
	defer func() {
		if errors.Is(ctx.Err(), workflow.ErrCanceled) {
			// highlight-next-line
			cleanupCtx, _ := workflow.NewDisconnectedContext(ctx) // runs even though ctx is canceled
			_ = workflow.ExecuteActivity(cleanupCtx, Release, envID).Get(cleanupCtx, nil)
		}
	}()
	if err := workflow.ExecuteActivity(ctx, Provision, envID).Get(ctx, nil); err != nil {
		return "", err
	}
	if err := workflow.Sleep(ctx, 7*24*time.Hour); err != nil {
		return "", err
	}
	return "expired", nil
}

package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// TrialWorkflow sends a reminder two days before a 14-day trial ends, then ends the trial.
func TrialWorkflow(ctx workflow.Context, accountID string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	// highlight-next-line
	if err := workflow.Sleep(ctx, 12*24*time.Hour); err != nil {
		return err // cancelled
	}
	if err := workflow.ExecuteActivity(ctx, "SendTrialReminder", accountID).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.Sleep(ctx, 2*24*time.Hour); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, "EndTrial", accountID).Get(ctx, nil)
}

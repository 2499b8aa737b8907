package subscription

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

func SendReminder(ctx context.Context, customerID string) error { return nil }

// trialWithReminder is the trial of SubscriptionWorkflow with the reminder guarded by a patch.
func trialWithReminder(ctx workflow.Context, in Input) {
	trial := time.Duration(in.TrialDays) * 24 * time.Hour
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	// region: patched-trial
	v := workflow.GetVersion(ctx, "trial-reminder", workflow.DefaultVersion, 1)
	if v == workflow.DefaultVersion {
		_ = workflow.Sleep(ctx, trial)
	} else {
		_ = workflow.Sleep(ctx, trial-24*time.Hour)
		_ = workflow.ExecuteActivity(ctx, SendReminder, in.CustomerID).Get(ctx, nil)
		_ = workflow.Sleep(ctx, 24*time.Hour)
	}
	// endregion: patched-trial
}

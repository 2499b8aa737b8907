package activities

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

type chargeResponse struct{ Status string }

// The page shows two excerpts in one block: the check inside the Activity and the Retry Policy in
// the Workflow. They compile here in one function so that the block stays one region.
func nonRetryableExcerpts(ctx workflow.Context, resp chargeResponse) (string, error) {
	// region: non-retryable
	// Inside the Activity
	if resp.Status == "declined" {
		return "", temporal.NewNonRetryableApplicationError("card declined", "CardDeclined", nil)
	}

	// Or in the Workflow, by type name
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:        time.Second,
			BackoffCoefficient:     2.0,
			MaximumInterval:        time.Minute,
			MaximumAttempts:        10,
			NonRetryableErrorTypes: []string{"CardDeclined"},
		},
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	// endregion: non-retryable
	return "", workflow.ExecuteActivity(ctx, "ChargeCard").Get(ctx, nil)
}

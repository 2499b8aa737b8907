package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func PollUntilReady(ctx workflow.Context, jobID string, iteration int) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 30 * time.Second})
	for i := 0; i < 100; i++ {
		var status string
		if err := workflow.ExecuteActivity(ctx, "CheckJob", jobID).Get(ctx, &status); err != nil {
			return "", err
		}
		if status == "done" {
			return status, nil
		}
		if err := workflow.Sleep(ctx, time.Minute); err != nil {
			return "", err
		}
	}
	// highlight-next-line
	return "", workflow.NewContinueAsNewError(ctx, PollUntilReady, jobID, iteration+1)
}

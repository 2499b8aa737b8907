package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func ReportWorkflow(ctx workflow.Context, reportID string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Hour})
	report := workflow.ExecuteActivity(ctx, "BuildReport", reportID)

	selector := workflow.NewSelector(ctx)
	var buildErr error
	done := false
	selector.AddFuture(report, func(f workflow.Future) {
		buildErr = f.Get(ctx, nil)
		done = true
	})
	selector.AddFuture(workflow.NewTimer(ctx, 10*time.Minute), func(f workflow.Future) {
		_ = workflow.ExecuteActivity(ctx, "NotifySlowReport", reportID).Get(ctx, nil)
	})

	selector.Select(ctx) // either the report finished or ten minutes passed
	if !done {
		selector.Select(ctx) // wait for the report itself
	}
	return buildErr
}

package app

import (
	"context"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

func NightlyReportWorkflow(ctx workflow.Context) error { return nil }

func startNightlyReport(ctx context.Context, c client.Client) error {
	// region: cron
	options := client.StartWorkflowOptions{
		ID:        "nightly-report",
		TaskQueue: "reports",
		// highlight-next-line
		CronSchedule: "0 2 * * *", // 02:00 UTC every day
	}
	_, err := c.ExecuteWorkflow(ctx, options, NightlyReportWorkflow)
	// endregion: cron
	return err
}

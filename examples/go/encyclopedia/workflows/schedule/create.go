package app

import (
	"context"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

func NightlyReportWorkflow(ctx workflow.Context) error { return nil }

func createSchedule(ctx context.Context, c client.Client) (client.ScheduleHandle, error) {
	// region: create
	handle, err := c.ScheduleClient().Create(ctx, client.ScheduleOptions{
		ID: "nightly-report",
		Spec: client.ScheduleSpec{
			CronExpressions: []string{"0 2 * * *"},
			Jitter:          5 * time.Minute,
		},
		// highlight-next-line
		Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		Action: &client.ScheduleWorkflowAction{
			ID:        "nightly-report",
			Workflow:  NightlyReportWorkflow,
			TaskQueue: "reports",
		},
	})
	// endregion: create
	return handle, err
}

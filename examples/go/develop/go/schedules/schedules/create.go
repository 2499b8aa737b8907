package schedules

import (
	"context"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func CreateDailyReport(ctx context.Context, c client.Client) (client.ScheduleHandle, error) {
	// highlight-start
	return c.ScheduleClient().Create(ctx, client.ScheduleOptions{
		ID: "daily-sales-report",
		Spec: client.ScheduleSpec{
			Calendars: []client.ScheduleCalendarSpec{{
				Hour:      []client.ScheduleRange{{Start: 9}},
				DayOfWeek: []client.ScheduleRange{{Start: 1, End: 5}}, // Monday to Friday
			}},
			TimeZoneName: "Europe/Berlin",
			Jitter:       time.Minute,
		},
		Action: &client.ScheduleWorkflowAction{
			ID:        "sales-report", // prefix; the Service appends the scheduled time
			Workflow:  "SalesReportWorkflow",
			Args:      []interface{}{"all-regions"},
			TaskQueue: "my-task-queue",
		},
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: time.Hour,
	})
	// highlight-end
}

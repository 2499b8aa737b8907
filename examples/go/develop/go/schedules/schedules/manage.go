package schedules

import (
	"context"
	"log"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func handle(ctx context.Context, c client.Client) client.ScheduleHandle {
	return c.ScheduleClient().GetHandle(ctx, "daily-sales-report")
}

// ShowNextRuns prints when the Schedule will act next.
func ShowNextRuns(ctx context.Context, c client.Client) error {
	desc, err := handle(ctx, c).Describe(ctx)
	if err != nil {
		return err
	}
	log.Println("next runs:", desc.Info.NextActionTimes)
	return nil
}

// RunNow takes one action now, in addition to the regular times.
func RunNow(ctx context.Context, c client.Client) error {
	return handle(ctx, c).Trigger(ctx, client.ScheduleTriggerOptions{
		Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_ALLOW_ALL,
	})
}

// RerunFirstWeekOfMarch backfills the first week of March, for example after fixing a bug in the
// report.
func RerunFirstWeekOfMarch(ctx context.Context, c client.Client) error {
	start := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	return handle(ctx, c).Backfill(ctx, client.ScheduleBackfillOptions{
		Backfill: []client.ScheduleBackfill{{
			Start:   start,
			End:     start.Add(7 * 24 * time.Hour),
			Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_BUFFER_ALL,
		}},
	})
}

// PauseForMigration stops the Schedule from acting until Resume is called.
func PauseForMigration(ctx context.Context, c client.Client) error {
	return handle(ctx, c).Pause(ctx, client.SchedulePauseOptions{Note: "warehouse migration"})
}

func Resume(ctx context.Context, c client.Client) error {
	return handle(ctx, c).Unpause(ctx, client.ScheduleUnpauseOptions{Note: "migration finished"})
}

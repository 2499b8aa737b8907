package schedules

import (
	"context"
	"log"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func Operate(ctx context.Context, c client.Client) error {
	h := c.ScheduleClient().GetHandle(ctx, "daily-sales-report")

	desc, err := h.Describe(ctx)
	if err != nil {
		return err
	}
	log.Println("next runs:", desc.Info.NextActionTimes)

	// Run once now, in addition to the regular times.
	if err := h.Trigger(ctx, client.ScheduleTriggerOptions{
		Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_ALLOW_ALL,
	}); err != nil {
		return err
	}

	// Re-run the first week of March, for example after fixing a bug in the report.
	start := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	if err := h.Backfill(ctx, client.ScheduleBackfillOptions{
		Backfill: []client.ScheduleBackfill{{
			Start:   start,
			End:     start.Add(7 * 24 * time.Hour),
			Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_BUFFER_ALL,
		}},
	}); err != nil {
		return err
	}

	if err := h.Pause(ctx, client.SchedulePauseOptions{Note: "warehouse migration"}); err != nil {
		return err
	}
	return h.Unpause(ctx, client.ScheduleUnpauseOptions{Note: "migration finished"})
}

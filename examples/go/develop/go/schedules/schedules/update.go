package schedules

import (
	"context"

	"go.temporal.io/sdk/client"
)

func MoveToTenOClock(ctx context.Context, c client.Client) error {
	h := c.ScheduleClient().GetHandle(ctx, "daily-sales-report")
	// highlight-start
	return h.Update(ctx, client.ScheduleUpdateOptions{
		DoUpdate: func(in client.ScheduleUpdateInput) (*client.ScheduleUpdate, error) {
			s := in.Description.Schedule
			s.Spec.Calendars[0].Hour = []client.ScheduleRange{{Start: 10}}
			return &client.ScheduleUpdate{Schedule: &s}, nil
		},
	})
	// highlight-end
}

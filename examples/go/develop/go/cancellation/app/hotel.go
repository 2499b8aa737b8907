package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/activity"
)

func ReserveHotel(ctx context.Context, tripID string) error {
	for step := 0; step < 30; step++ {
		activity.RecordHeartbeat(ctx, step)
		select {
		// highlight-next-line
		case <-ctx.Done():
			// Undo partial work here, then report the cancellation.
			return ctx.Err()
		case <-time.After(time.Second): // one unit of real work
		}
	}
	return nil
}

package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/activity"
)

type Importer struct{}

// ImportRows processes rows [0, total) and survives Worker crashes by resuming from the
// last row recorded in a heartbeat.
func (i *Importer) ImportRows(ctx context.Context, total int) error {
	start := 0
	// highlight-start
	if activity.HasHeartbeatDetails(ctx) {
		if err := activity.GetHeartbeatDetails(ctx, &start); err == nil {
			start++ // the recorded row was finished
		}
	}
	// highlight-end
	for row := start; row < total; row++ {
		select {
		case <-ctx.Done():
			return ctx.Err() // cancelled, or the heartbeat timed out
		default:
		}
		time.Sleep(100 * time.Millisecond) // stand-in for real work on one row
		activity.RecordHeartbeat(ctx, row)
	}
	return nil
}

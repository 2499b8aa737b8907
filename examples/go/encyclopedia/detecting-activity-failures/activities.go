package app

import (
	"context"

	"go.temporal.io/sdk/activity"
)

func CopyRows(ctx context.Context, total int) error {
	start := 0
	if activity.HasHeartbeatDetails(ctx) {
		if err := activity.GetHeartbeatDetails(ctx, &start); err != nil {
			return err
		}
	}
	for offset := start; offset < total; offset += 1000 {
		if err := copyChunk(ctx, offset); err != nil {
			return err
		}
		// highlight-next-line
		activity.RecordHeartbeat(ctx, offset+1000)
		if ctx.Err() != nil { // canceled, or the Workflow closed
			return ctx.Err()
		}
	}
	return nil
}

func copyChunk(ctx context.Context, offset int) error {
	// write rows offset..offset+999
	return nil
}

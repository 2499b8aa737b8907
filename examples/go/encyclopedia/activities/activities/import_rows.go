package activities

import (
	"context"

	"go.temporal.io/sdk/activity"
)

type row []string

// openRows and upsertRow stand for the file reader and the database write.
func openRows(path string) ([]row, error)        { return nil, nil }
func upsertRow(ctx context.Context, r row) error { return nil }

// region: import-rows
func ImportRows(ctx context.Context, path string) error {
	start := 0
	if activity.HasHeartbeatDetails(ctx) {
		if err := activity.GetHeartbeatDetails(ctx, &start); err != nil {
			return err
		}
	}
	rows, err := openRows(path)
	if err != nil {
		return err
	}
	for i := start; i < len(rows); i++ {
		if err := upsertRow(ctx, rows[i]); err != nil {
			return err
		}
		// highlight-next-line
		activity.RecordHeartbeat(ctx, i+1)
		if ctx.Err() != nil { // cancelled or timed out
			return ctx.Err()
		}
	}
	return nil
}

// endregion: import-rows

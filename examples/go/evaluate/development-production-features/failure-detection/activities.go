package app

import (
	"context"

	"go.temporal.io/sdk/activity"
)

// loadRows and insertRow stand for reading the uploaded file and writing one row.
func loadRows(ctx context.Context, fileKey string) ([]string, error) { return nil, nil }
func insertRow(ctx context.Context, row string) error                { return nil }

// region: import-rows
func ImportRows(ctx context.Context, fileKey string) (int, error) {
	start := 0
	if activity.HasHeartbeatDetails(ctx) {
		_ = activity.GetHeartbeatDetails(ctx, &start) // resume after a retry
	}
	rows, err := loadRows(ctx, fileKey)
	if err != nil {
		return 0, err
	}
	for i := start; i < len(rows); i++ {
		if err := insertRow(ctx, rows[i]); err != nil {
			return 0, err
		}
		// highlight-next-line
		activity.RecordHeartbeat(ctx, i+1)
	}
	return len(rows), nil
}

// endregion: import-rows

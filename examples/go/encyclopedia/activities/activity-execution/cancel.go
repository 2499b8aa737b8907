package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

// TranscodeVideo stands for a long-running Activity that heartbeats.
func TranscodeVideo(ctx context.Context, videoID string) error { return nil }

func TranscodeWorkflow(ctx workflow.Context, videoID string) error {
	// region: wait-cancellation
	ctx, cancel := workflow.WithCancel(ctx)
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Hour,
		HeartbeatTimeout:    20 * time.Second,
		// highlight-next-line
		WaitForCancellation: true, // Wait Cancellation Completed
	})
	future := workflow.ExecuteActivity(ctx, TranscodeVideo, videoID)
	// ... later, for example when a "cancel" Signal arrives:
	cancel()
	err := future.Get(ctx, nil) // returns a *temporal.CanceledError once the Activity has stopped
	// endregion: wait-cancellation
	return err
}

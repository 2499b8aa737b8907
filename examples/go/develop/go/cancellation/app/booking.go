package app

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func BookTrip(ctx workflow.Context, tripID string) error {
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: 5 * time.Minute,
		HeartbeatTimeout:    10 * time.Second,
		// highlight-next-line
		WaitForCancellation: true, // resolve the future only after the Activity has stopped
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	logger := workflow.GetLogger(ctx)

	// highlight-start
	defer func() {
		if !temporal.IsCanceledError(ctx.Err()) {
			return
		}
		// The original ctx is cancelled, so derive a context that is not.
		cleanupCtx, _ := workflow.NewDisconnectedContext(ctx)
		if err := workflow.ExecuteActivity(cleanupCtx, "ReleaseReservations", tripID).Get(cleanupCtx, nil); err != nil {
			logger.Error("cleanup failed", "error", err)
		}
	}()
	// highlight-end

	if err := workflow.ExecuteActivity(ctx, "ReserveFlight", tripID).Get(ctx, nil); err != nil {
		return err
	}
	err := workflow.ExecuteActivity(ctx, "ReserveHotel", tripID).Get(ctx, nil)
	if temporal.IsCanceledError(err) {
		logger.Info("trip booking cancelled")
	}
	return err
}

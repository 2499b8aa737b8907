package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func ApprovalWithDeadline(ctx workflow.Context) (string, error) {
	approved := false
	var approver string

	timerCtx, cancelTimer := workflow.WithCancel(ctx)
	timer := workflow.NewTimer(timerCtx, 72*time.Hour)

	// highlight-start
	selector := workflow.NewSelector(ctx)
	selector.AddReceive(workflow.GetSignalChannel(ctx, "approve"), func(c workflow.ReceiveChannel, more bool) {
		c.Receive(ctx, &approver) // the callback must consume the value
		approved = true
		cancelTimer() // no longer needed; cancelling keeps the history tidy
	})
	selector.AddFuture(timer, func(f workflow.Future) {
		// Fires on expiry, or with a CanceledError if the timer was cancelled.
	})
	selector.Select(ctx)
	// highlight-end

	if !approved {
		return "expired", nil
	}
	return "approved by " + approver, nil
}

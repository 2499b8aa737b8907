package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// WaitUntil sleeps until an absolute deadline, such as the end of a billing period.
func WaitUntil(ctx workflow.Context, deadline time.Time) error {
	remaining := deadline.Sub(workflow.Now(ctx))
	if remaining <= 0 {
		return nil
	}
	return workflow.Sleep(ctx, remaining)
}

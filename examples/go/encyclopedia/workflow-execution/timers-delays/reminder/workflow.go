package reminder

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func Reminder(ctx workflow.Context) (string, error) {
	// Sleep: a durable 24-hour wait.
	// highlight-next-line
	if err := workflow.Sleep(ctx, 24*time.Hour); err != nil {
		return "", err
	}

	// Wait with timeout: wait up to 7 days for a Signal that sets confirmed.
	confirmed := false
	workflow.Go(ctx, func(ctx workflow.Context) {
		workflow.GetSignalChannel(ctx, "confirm").Receive(ctx, nil)
		confirmed = true
	})
	// highlight-next-line
	ok, err := workflow.AwaitWithTimeout(ctx, 7*24*time.Hour, func() bool { return confirmed })
	if err != nil {
		return "", err
	}
	if !ok {
		return "expired", nil
	}
	return "confirmed", nil
}

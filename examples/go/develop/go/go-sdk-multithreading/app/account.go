package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func AccountWorkflow(ctx workflow.Context) error {
	balance := 0
	mu := workflow.NewMutex(ctx)
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Second})

	err := workflow.SetUpdateHandler(ctx, "deposit", func(ctx workflow.Context, amount int) (int, error) {
		// highlight-next-line
		if err := mu.Lock(ctx); err != nil {
			return 0, err
		}
		defer mu.Unlock()
		if err := workflow.ExecuteActivity(ctx, "RecordLedgerEntry", amount).Get(ctx, nil); err != nil {
			return 0, err
		}
		balance += amount
		return balance, nil
	})
	if err != nil {
		return err
	}
	// Run until closed by a "close" Signal.
	workflow.GetSignalChannel(ctx, "close").Receive(ctx, nil)
	return workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
}

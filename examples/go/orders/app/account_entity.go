package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

type AccountState struct {
	AccountID string
	Balance   int64
	Processed int
}

// AccountWorkflow applies "transaction" Signals forever, continuing as new when the history gets long.
func AccountWorkflow(ctx workflow.Context, state AccountState) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 30 * time.Second})
	txCh := workflow.GetSignalChannel(ctx, "transaction")

	if err := workflow.SetQueryHandler(ctx, "balance", func() (int64, error) {
		return state.Balance, nil
	}); err != nil {
		return err
	}

	for {
		var amount int64
		txCh.Receive(ctx, &amount)
		if err := workflow.ExecuteActivity(ctx, "PostToLedger", state.AccountID, amount).Get(ctx, nil); err != nil {
			return err
		}
		state.Balance += amount
		state.Processed++

		// highlight-start
		if workflow.GetInfo(ctx).GetContinueAsNewSuggested() {
			// Apply Signals that arrived meanwhile, so none are lost in the handover.
			for {
				var pending int64
				if !txCh.ReceiveAsync(&pending) {
					break
				}
				state.Balance += pending
				state.Processed++
			}
			return workflow.NewContinueAsNewError(ctx, AccountWorkflow, state)
		}
		// highlight-end
	}
}

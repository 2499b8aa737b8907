package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

type Transfer struct {
	From, To string
	Amount   int64
}

// Withdraw, Deposit and Refund stand for the Activities that call the bank.
func Withdraw(ctx context.Context, account string, amount int64) error { return nil }
func Deposit(ctx context.Context, account string, amount int64) error  { return nil }
func Refund(ctx context.Context, account string, amount int64) error   { return nil }

// region: transfer-workflow
func TransferWorkflow(ctx workflow.Context, t Transfer) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	if err := workflow.ExecuteActivity(ctx, Withdraw, t.From, t.Amount).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, t.To, t.Amount).Get(ctx, nil); err != nil {
		// Compensate: put the money back, then report the failure.
		_ = workflow.ExecuteActivity(ctx, Refund, t.From, t.Amount).Get(ctx, nil)
		return err
	}
	return nil
}

// endregion: transfer-workflow

package app

import (
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func ApproveLoan(ctx workflow.Context, amount int) error {
	if amount <= 0 {
		// highlight-next-line
		return temporal.NewNonRetryableApplicationError("amount must be positive", "InvalidAmount", nil)
	}
	return nil
}

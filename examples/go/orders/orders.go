// Package orders stands for the reader's own Workflow and Activity code in the Worker examples of
// the production-deployment pages (not shown on a page).
package orders

import (
	"context"

	"go.temporal.io/sdk/workflow"
)

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) { return orderID, nil }

// AccountWorkflow stands for a long-running Workflow.
func AccountWorkflow(ctx workflow.Context, accountID string) error { return nil }

type Activities struct{}

func (a *Activities) ChargeCard(ctx context.Context, orderID string) (string, error) {
	return "ch-" + orderID, nil
}

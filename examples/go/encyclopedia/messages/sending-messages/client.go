package app

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

type Approval struct{ By string }

type Item struct {
	SKU string
	Qty int
}

// CartWorkflow stands for the cart Workflow of the Handling messages page.
func CartWorkflow(ctx workflow.Context) error { return nil }

func sendSignal(ctx context.Context, c client.Client) error {
	// region: signal
	// Empty Run ID targets the current run of the Workflow ID.
	err := c.SignalWorkflow(ctx, "order-1042", "", "approve", Approval{By: "alice"})
	// endregion: signal
	return err
}

func sendQuery(ctx context.Context, c client.Client) error {
	// region: query
	resp, err := c.QueryWorkflow(ctx, "order-1042", "", "status")
	if err != nil {
		return err
	}
	var status string
	err = resp.Get(&status)
	// endregion: query
	return err
}

func sendUpdate(ctx context.Context, c client.Client) error {
	// region: update
	handle, err := c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   "cart-7",
		UpdateID:     "add-sku-42-req-9f1c", // optional: makes retries idempotent
		UpdateName:   "add-item",
		Args:         []interface{}{Item{SKU: "sku-42", Qty: 2}},
		// highlight-next-line
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return err // includes rejection by the validator
	}
	var total int
	err = handle.Get(ctx, &total)
	// endregion: update
	return err
}

func withStart(ctx context.Context, c client.Client, item Item) (int, error) {
	// region: with-start
	// Signal-With-Start
	_, err := c.SignalWithStartWorkflow(ctx, "cart-7", "add-item", item,
		client.StartWorkflowOptions{TaskQueue: "carts"}, CartWorkflow)

	// Update-With-Start
	startOp := c.NewWithStartWorkflowOperation(client.StartWorkflowOptions{
		ID:                       "cart-7",
		TaskQueue:                "carts",
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
	}, CartWorkflow)
	handle, err := c.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
		StartWorkflowOperation: startOp,
		UpdateOptions: client.UpdateWorkflowOptions{
			UpdateName:   "add-item",
			Args:         []interface{}{item},
			WaitForStage: client.WorkflowUpdateStageCompleted,
		},
	})
	// endregion: with-start
	if err != nil {
		return 0, err
	}
	var count int
	err = handle.Get(ctx, &count)
	return count, err
}

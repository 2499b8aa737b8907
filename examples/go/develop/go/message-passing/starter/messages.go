package starter

import (
	"context"
	"log"

	"go.temporal.io/sdk/client"

	"example.com/orders/app"
)

func Interact(ctx context.Context, c client.Client, workflowID string) error {
	// Update: wait until the handler has completed and read its result.
	// highlight-start
	handle, err := c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   workflowID,
		UpdateName:   app.AddItemUpdate,
		Args:         []interface{}{"book"},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	// highlight-end
	if err != nil {
		return err
	}
	var count int
	if err := handle.Get(ctx, &count); err != nil {
		return err // includes a rejection by the validator
	}
	log.Println("items now", count)

	// Query: read the current status.
	val, err := c.QueryWorkflow(ctx, workflowID, "", app.StatusQuery)
	if err != nil {
		return err
	}
	var status string
	if err := val.Get(&status); err != nil {
		return err
	}
	log.Println("status:", status)

	// Signal: fire and forget.
	return c.SignalWorkflow(ctx, workflowID, "", app.ApproveSignal, "alice")
}

package starter

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"example.com/orders/app"
)

func ApproveOrStart(ctx context.Context, c client.Client, id string) (client.WorkflowRun, error) {
	return c.SignalWithStartWorkflow(ctx, id, app.ApproveSignal, "alice",
		client.StartWorkflowOptions{TaskQueue: "my-task-queue"}, app.ApprovalWorkflow)
}

// AddItemWithStart sends an Update, starting the Workflow first if it is not running.
func AddItemWithStart(ctx context.Context, c client.Client, id, item string) (int, error) {
	startOp := c.NewWithStartWorkflowOperation(client.StartWorkflowOptions{
		ID:                       id,
		TaskQueue:                "my-task-queue",
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
	}, app.ApprovalWorkflow)

	handle, err := c.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
		StartWorkflowOperation: startOp,
		UpdateOptions: client.UpdateWorkflowOptions{
			UpdateName:   app.AddItemUpdate,
			Args:         []interface{}{item},
			WaitForStage: client.WorkflowUpdateStageCompleted,
		},
	})
	if err != nil {
		return 0, err
	}
	var count int
	err = handle.Get(ctx, &count)
	return count, err
}

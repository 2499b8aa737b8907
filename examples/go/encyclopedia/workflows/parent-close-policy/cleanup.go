package app

import "go.temporal.io/sdk/workflow"

// region: request-cancel
import enumspb "go.temporal.io/api/enums/v1"

func startCleanup(ctx workflow.Context, orderID string) workflow.ChildWorkflowFuture {
	ctx = workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID: "cleanup-" + orderID,
		// highlight-next-line
		ParentClosePolicy: enumspb.PARENT_CLOSE_POLICY_REQUEST_CANCEL,
	})
	return workflow.ExecuteChildWorkflow(ctx, CleanupWorkflow, orderID)
}

// endregion: request-cancel

func CleanupWorkflow(ctx workflow.Context, orderID string) error { return nil }

package app

import (
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/workflow"
)

func StartAuditTrail(ctx workflow.Context, orderID string) error {
	cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID:        "audit-" + orderID,
		ParentClosePolicy: enumspb.PARENT_CLOSE_POLICY_ABANDON,
	})
	child := workflow.ExecuteChildWorkflow(cctx, "AuditTrail", orderID)
	// highlight-next-line
	return child.GetChildWorkflowExecution().Get(ctx, nil) // ensure it started before returning
}

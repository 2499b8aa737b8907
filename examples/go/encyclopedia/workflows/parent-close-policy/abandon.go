package app

import (
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/workflow"
)

func NurtureCustomerWorkflow(ctx workflow.Context, customerID string) error { return nil }

func SignUpWorkflow(ctx workflow.Context, customerID string) error {
	ctx = workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID:        "nurture-" + customerID,
		ParentClosePolicy: enumspb.PARENT_CLOSE_POLICY_ABANDON,
	})
	// region: wait-for-start
	future := workflow.ExecuteChildWorkflow(ctx, NurtureCustomerWorkflow, customerID)
	// highlight-next-line
	if err := future.GetChildWorkflowExecution().Get(ctx, nil); err != nil {
		return err
	}
	return nil // safe: the child is running and will be left alone
	// endregion: wait-for-start
}

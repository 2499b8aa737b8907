package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func DocumentWorkflow(ctx workflow.Context, docID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		// highlight-next-line
		StartToCloseTimeout: 72 * time.Hour, // how long the approver has
	})
	var a *ApprovalActivities
	var decision string
	err := workflow.ExecuteActivity(ctx, a.RequestApproval, ApprovalRequest{
		DocumentID: docID,
		Approver:   "legal-team",
	}).Get(ctx, &decision)
	return decision, err
}

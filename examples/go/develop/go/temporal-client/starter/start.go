package starter

import (
	"context"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func StartReport(ctx context.Context, c client.Client, customerID string) (string, error) {
	opts := client.StartWorkflowOptions{
		ID:                       "report-" + customerID,
		TaskQueue:                "my-task-queue",
		WorkflowExecutionTimeout: 24 * time.Hour,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE_FAILED_ONLY,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
	}
	// The Workflow can be referenced by function or by its registered name.
	run, err := c.ExecuteWorkflow(ctx, opts, "GenerateReport", customerID)
	if err != nil {
		return "", err
	}
	var url string
	err = run.Get(ctx, &url) // blocks until the Workflow closes
	return url, err
}

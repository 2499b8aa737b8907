package starter

import (
	"context"

	"go.temporal.io/sdk/client"
)

func CancelOrder(ctx context.Context, c client.Client, workflowID string) error {
	// An empty Run ID targets the current run of this Workflow ID.
	return c.CancelWorkflow(ctx, workflowID, "")
}

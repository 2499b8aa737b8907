package main

import (
	"context"

	"go.temporal.io/sdk/client"
)

func approveByID(ctx context.Context, c client.Client, workflowID, activityID string) error {
	// An empty Run ID targets the latest run of the Workflow.
	return c.CompleteActivityByID(ctx, "default", workflowID, "", activityID, "approved", nil)
}

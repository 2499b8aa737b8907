package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func ImportWorkflow(ctx workflow.Context, total int) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 2 * time.Hour,
		HeartbeatTimeout:    30 * time.Second,
	})
	var imp *Importer
	return workflow.ExecuteActivity(ctx, imp.ImportRows, total).Get(ctx, nil)
}

package app

import (
	"os"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// CustomerEntityWorkflow stands for a long-running Workflow that should move to new versions.
func CustomerEntityWorkflow(ctx workflow.Context, customerID string) error { return nil }

func newWorker(c client.Client) worker.Worker {
	// region: deployment-options
	w := worker.New(c, "orders", worker.Options{
		DeploymentOptions: worker.DeploymentOptions{
			// highlight-next-line
			UseVersioning: true,
			Version: worker.WorkerDeploymentVersion{
				DeploymentName: "order-service",
				BuildID:        os.Getenv("BUILD_ID"),
			},
			DefaultVersioningBehavior: workflow.VersioningBehaviorPinned,
		},
	})
	// endregion: deployment-options
	// region: auto-upgrade
	w.RegisterWorkflowWithOptions(CustomerEntityWorkflow, workflow.RegisterOptions{
		VersioningBehavior: workflow.VersioningBehaviorAutoUpgrade,
	})
	// endregion: auto-upgrade
	return w
}

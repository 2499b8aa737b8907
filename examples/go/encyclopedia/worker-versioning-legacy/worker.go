package app

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func newWorker(c client.Client) worker.Worker {
	// region: deployment-options
	w := worker.New(c, "my-task-queue", worker.Options{
		DeploymentOptions: worker.DeploymentOptions{
			UseVersioning:             true,
			Version:                   worker.WorkerDeploymentVersion{DeploymentName: "orders", BuildID: "2.0.0"},
			DefaultVersioningBehavior: workflow.VersioningBehaviorPinned,
		},
	})
	// endregion: deployment-options
	return w
}

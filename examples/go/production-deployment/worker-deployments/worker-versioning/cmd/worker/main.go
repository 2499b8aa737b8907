package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"example.com/orders"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	// region: deployment-options
	w := worker.New(c, "orders", worker.Options{
		DeploymentOptions: worker.DeploymentOptions{
			UseVersioning: true,
			Version: worker.WorkerDeploymentVersion{
				DeploymentName: "orders",
				// highlight-next-line
				BuildID: os.Getenv("BUILD_ID"), // set by your CI, e.g. the commit hash
			},
			DefaultVersioningBehavior: workflow.VersioningBehaviorPinned,
		},
	})

	// Override the default for a long-lived Workflow type.
	w.RegisterWorkflowWithOptions(orders.AccountWorkflow, workflow.RegisterOptions{
		VersioningBehavior: workflow.VersioningBehaviorAutoUpgrade,
	})
	w.RegisterWorkflow(orders.OrderWorkflow)
	// endregion: deployment-options
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"example.com/orders/app"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{
		// highlight-start
		DeploymentOptions: worker.DeploymentOptions{
			UseVersioning: true,
			Version: worker.WorkerDeploymentVersion{
				DeploymentName: "orders",
				BuildID:        os.Getenv("BUILD_ID"), // for example the Git commit
			},
			DefaultVersioningBehavior: workflow.VersioningBehaviorPinned,
		},
		// highlight-end
	})
	w.RegisterWorkflow(app.FulfilOrder)
	// A long-running Workflow overrides the default.
	w.RegisterWorkflowWithOptions(app.AccountWorkflow, workflow.RegisterOptions{
		VersioningBehavior: workflow.VersioningBehaviorAutoUpgrade,
	})

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/orders/app"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	//lint:ignore SA1019 legacy versioning API, kept until migration to Worker Deployments
	w := worker.New(c, "my-task-queue", worker.Options{
		// highlight-start
		BuildID:                 os.Getenv("BUILD_ID"),
		UseBuildIDForVersioning: true,
		// highlight-end
	})
	w.RegisterWorkflow(app.FulfilOrder)

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

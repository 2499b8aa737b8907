package main

import (
	"log"
	"net/http"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/orders/app"
)

func main() {
	c, err := client.Dial(client.Options{HostPort: client.DefaultHostPort, Namespace: "default"})
	if err != nil {
		log.Fatalln("unable to create Temporal client", err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{})
	// highlight-start
	w.RegisterWorkflow(app.FulfilOrder)
	w.RegisterActivity(&app.Activities{HTTP: http.DefaultClient})
	// highlight-end

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln("worker stopped", err)
	}
}

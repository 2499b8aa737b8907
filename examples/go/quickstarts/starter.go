package main

import (
	"context"
	"log"

	"go.temporal.io/sdk/client"
)

func startWorkflow() {
	c, err := client.Dial(client.Options{HostPort: "localhost:7233", Namespace: "default"})
	if err != nil {
		log.Fatalln("unable to create client", err)
	}
	defer c.Close()

	run, err := c.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{
		ID:        "greeting-workflow",
		TaskQueue: "my-task-queue",
	}, GreetingWorkflow, "Temporal")
	if err != nil {
		log.Fatalln("unable to start workflow", err)
	}

	var result string
	// highlight-next-line
	if err := run.Get(context.Background(), &result); err != nil {
		log.Fatalln("workflow failed", err)
	}
	log.Println("Result:", result)
}

package main

import (
	"context"
	"log"

	"go.temporal.io/sdk/client"

	"example.com/orders/app"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	opts := client.StartWorkflowOptions{
		ID:        "order-1001",
		TaskQueue: "my-task-queue",
	}
	run, err := c.ExecuteWorkflow(context.Background(), opts, app.FulfilOrder,
		app.Order{ID: "1001", Customer: "c-42", Amount: 4999})
	if err != nil {
		log.Fatalln("unable to start", err)
	}
	var tracking string
	if err := run.Get(context.Background(), &tracking); err != nil {
		log.Fatalln("workflow failed", err)
	}
	log.Println("workflow", run.GetID(), "run", run.GetRunID(), "tracking", tracking)
}

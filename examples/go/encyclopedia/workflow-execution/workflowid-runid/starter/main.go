package main

import (
	"context"
	"log"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()

	opts := client.StartWorkflowOptions{
		ID:        "invoice-2024-0042",
		TaskQueue: "my-task-queue",
		// highlight-start
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		// Return an error instead of the previous run when the reuse policy refuses the start.
		WorkflowExecutionErrorWhenAlreadyStarted: true,
		// highlight-end
	}
	run, err := c.ExecuteWorkflow(context.Background(), opts, "ChargeInvoice", "2024-0042")
	if err != nil {
		log.Fatal(err)
	}
	log.Println("workflow", run.GetID(), "run", run.GetRunID())
}

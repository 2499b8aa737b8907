package app

import (
	"context"
	"time"

	"go.temporal.io/sdk/client"

	"example.com/shop/order"
)

func startOrder(c client.Client) (client.WorkflowRun, error) {
	// region: timeouts
	options := client.StartWorkflowOptions{
		ID:                       "order-1042",
		TaskQueue:                "my-task-queue",
		WorkflowExecutionTimeout: 24 * time.Hour,
		WorkflowRunTimeout:       time.Hour,
		WorkflowTaskTimeout:      10 * time.Second,
	}
	run, err := c.ExecuteWorkflow(context.Background(), options, order.OrderWorkflow, "order-1042")
	// endregion: timeouts
	return run, err
}

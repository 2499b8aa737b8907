package orders

import (
	"context"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

var (
	CustomerIDKey = temporal.NewSearchAttributeKeyKeyword("CustomerId")
	OrderTotalKey = temporal.NewSearchAttributeKeyFloat64("OrderTotal")
)

func StartOrder(ctx context.Context, c client.Client, total float64) (client.WorkflowRun, error) {
	return c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:        "order-A-1001",
		TaskQueue: "my-task-queue",
		// highlight-next-line
		TypedSearchAttributes: temporal.NewSearchAttributes(CustomerIDKey.ValueSet("c-42")),
	}, OrderWorkflow, total)
}

func OrderWorkflow(ctx workflow.Context, total float64) error {
	// highlight-next-line
	if err := workflow.UpsertTypedSearchAttributes(ctx, OrderTotalKey.ValueSet(total)); err != nil {
		return err
	}
	return workflow.Sleep(ctx, time.Minute)
}

package app

import (
	"context"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

var (
	CustomerIDKey  = temporal.NewSearchAttributeKeyKeyword("CustomerId")
	OrderStatusKey = temporal.NewSearchAttributeKeyKeyword("OrderStatus")
)

// Set at start time from the Client.
func StartWithAttributes(ctx context.Context, c client.Client, orderID, customerID string) error {
	_, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:        "order-" + orderID,
		TaskQueue: "my-task-queue",
		// highlight-next-line
		TypedSearchAttributes: temporal.NewSearchAttributes(CustomerIDKey.ValueSet(customerID)),
	}, "FulfilOrder", orderID)
	return err
}

// Update from inside the Workflow as it progresses.
func markShipped(ctx workflow.Context) error {
	return workflow.UpsertTypedSearchAttributes(ctx, OrderStatusKey.ValueSet("shipped"))
}

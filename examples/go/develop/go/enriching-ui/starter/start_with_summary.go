package starter

import (
	"context"
	"fmt"

	"go.temporal.io/sdk/client"
)

func StartRefund(ctx context.Context, c client.Client, orderID string, cents int64) error {
	_, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:        "refund-" + orderID,
		TaskQueue: "my-task-queue",
		// highlight-start
		StaticSummary: fmt.Sprintf("Refund of %.2f EUR for order %s", float64(cents)/100, orderID),
		StaticDetails: "Requested through the support portal.\n\n" +
			"**Policy:** refunds above 500 EUR need a second approval.",
		// highlight-end
	}, "RefundWorkflow", orderID, cents)
	return err
}

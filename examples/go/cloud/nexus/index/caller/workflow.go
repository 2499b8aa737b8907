package caller

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"example.com/orders/handler"
)

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	// highlight-next-line
	c := workflow.NewNexusClient("payments", "payments")
	fut := c.ExecuteOperation(ctx, "charge",
		handler.ChargeInput{OrderID: orderID, Cents: 4200},
		workflow.NexusOperationOptions{ScheduleToCloseTimeout: 10 * time.Minute})

	var out handler.ChargeOutput
	if err := fut.Get(ctx, &out); err != nil {
		return "", err
	}
	return out.ReceiptID, nil
}

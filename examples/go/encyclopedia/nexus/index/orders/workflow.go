package orders

import (
	"go.temporal.io/sdk/workflow"

	"example.com/payments"
)

func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) {
	// highlight-next-line
	c := workflow.NewNexusClient("payments-endpoint", "payments")
	fut := c.ExecuteOperation(ctx, payments.ChargeOperation,
		payments.ChargeInput{OrderID: orderID, Cents: 4200}, workflow.NexusOperationOptions{})
	var out payments.ChargeOutput
	if err := fut.Get(ctx, &out); err != nil {
		return "", err
	}
	return out.ReceiptID, nil
}

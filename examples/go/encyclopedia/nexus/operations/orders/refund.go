package orders

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"example.com/payments"
)

func RefundOrder(ctx workflow.Context, orderID string) (string, error) {
	c := workflow.NewNexusClient("payments-endpoint", "payments")
	// highlight-start
	fut := c.ExecuteOperation(ctx, payments.RefundOperation, payments.RefundInput{OrderID: orderID},
		workflow.NexusOperationOptions{ScheduleToCloseTimeout: 24 * time.Hour})
	// highlight-end
	var exec workflow.NexusOperationExecution
	if err := fut.GetNexusOperationExecution().Get(ctx, &exec); err != nil {
		return "", err // the start failed
	}
	var out payments.RefundOutput
	if err := fut.Get(ctx, &out); err != nil {
		return "", err
	}
	return out.RefundID, nil
}

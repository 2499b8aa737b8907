package orders

import (
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"example.com/payments"
)

func ChargeOrder(ctx workflow.Context, orderID string, cents int) (string, error) {
	c := workflow.NewNexusClient("payments-endpoint", "payments")
	fut := c.ExecuteOperation(ctx, payments.ChargeNowOperation,
		payments.ChargeInput{OrderID: orderID, Cents: cents},
		workflow.NexusOperationOptions{ScheduleToCloseTimeout: 10 * time.Minute})
	var out payments.ChargeOutput
	err := fut.Get(ctx, &out)
	// highlight-next-line
	var opErr *temporal.NexusOperationError
	if errors.As(err, &opErr) {
		workflow.GetLogger(ctx).Warn("charge failed", "endpoint", opErr.Endpoint, "cause", opErr.Cause)
		return "payment-failed", nil
	}
	if err != nil {
		return "", err
	}
	return out.ReceiptID, nil
}

package orders

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"example.com/billingapi"
)

func CheckoutWorkflow(ctx workflow.Context, customerID string, amount int64) (string, error) {
	// highlight-start
	nc := workflow.NewNexusClient("billing-endpoint", billingapi.ServiceName)
	fut := nc.ExecuteOperation(ctx, billingapi.CreateInvoiceOperation,
		billingapi.CreateInvoiceInput{CustomerID: customerID, AmountCents: amount},
		workflow.NexusOperationOptions{ScheduleToCloseTimeout: time.Hour})
	// highlight-end

	// Optional: wait until the Operation has started, for example to log its token.
	var exec workflow.NexusOperationExecution
	if err := fut.GetNexusOperationExecution().Get(ctx, &exec); err != nil {
		return "", err
	}

	var out billingapi.CreateInvoiceOutput
	if err := fut.Get(ctx, &out); err != nil {
		return "", err // wraps *temporal.NexusOperationError
	}
	return out.InvoiceID, nil
}

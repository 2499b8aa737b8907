package billing

import (
	"context"
	"time"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporalnexus"
	"go.temporal.io/sdk/workflow"

	"example.com/billingapi"
)

// A synchronous Operation: quick work that returns in the same request.
// highlight-start
var GetPrice = nexus.NewSyncOperation(billingapi.GetPriceOperation,
	func(ctx context.Context, in billingapi.GetPriceInput, opts nexus.StartOperationOptions) (billingapi.GetPriceOutput, error) {
		if in.SKU == "" {
			return billingapi.GetPriceOutput{}, nexus.NewHandlerErrorf(nexus.HandlerErrorTypeBadRequest, "SKU is required")
		}
		return billingapi.GetPriceOutput{PriceCents: 1999}, nil
	})
// highlight-end

// A Workflow-backed Operation: the caller waits, durably, until CreateInvoiceWorkflow completes.
// highlight-start
var CreateInvoice = temporalnexus.NewWorkflowRunOperation(billingapi.CreateInvoiceOperation,
	CreateInvoiceWorkflow,
	func(ctx context.Context, in billingapi.CreateInvoiceInput, opts nexus.StartOperationOptions) (client.StartWorkflowOptions, error) {
		return client.StartWorkflowOptions{
			// A stable ID derived from the request makes retries of the start idempotent.
			ID: "invoice-" + opts.RequestID,
		}, nil
	})
// highlight-end

func CreateInvoiceWorkflow(ctx workflow.Context, in billingapi.CreateInvoiceInput) (billingapi.CreateInvoiceOutput, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var id string
	if err := workflow.ExecuteActivity(ctx, "IssueInvoice", in).Get(ctx, &id); err != nil {
		return billingapi.CreateInvoiceOutput{}, err
	}
	return billingapi.CreateInvoiceOutput{InvoiceID: id}, nil
}

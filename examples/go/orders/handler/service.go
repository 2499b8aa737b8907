package handler

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporalnexus"
	"go.temporal.io/sdk/workflow"
)

type ChargeInput struct {
	OrderID string
	Cents   int64
}

type ChargeOutput struct {
	ReceiptID string
}

func ChargeWorkflow(ctx workflow.Context, in ChargeInput) (ChargeOutput, error) {
	// Durable payment logic runs here, in the handler Namespace.
	return ChargeOutput{ReceiptID: "r-" + in.OrderID}, nil
}

// highlight-start
var ChargeOperation = temporalnexus.NewWorkflowRunOperation(
	"charge",
	ChargeWorkflow,
	func(ctx context.Context, in ChargeInput, opts nexus.StartOperationOptions) (client.StartWorkflowOptions, error) {
		return client.StartWorkflowOptions{ID: "charge-" + in.OrderID}, nil
	},
)
// highlight-end

func NewService() (*nexus.Service, error) {
	svc := nexus.NewService("payments")
	if err := svc.Register(ChargeOperation); err != nil {
		return nil, err
	}
	return svc, nil
}

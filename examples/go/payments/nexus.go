package payments

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporalnexus"
)

type ChargeInput struct {
	OrderID string
	Cents   int
}

type ChargeOutput struct {
	ReceiptID string
}

// highlight-start
var ChargeOperation = temporalnexus.NewWorkflowRunOperation(
	"charge",
	ChargeWorkflow, // an ordinary Workflow in the payments Namespace
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

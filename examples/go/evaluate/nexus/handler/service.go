package handler

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporalnexus"
)

type ChargeInput struct{ OrderID string; Amount int64 }
type ChargeOutput struct{ ChargeID string }

// The Operation starts ChargeWorkflow (defined in workflows.go) in the handler Namespace.
var ChargeOperation = temporalnexus.NewWorkflowRunOperation(
	"charge",
	ChargeWorkflow,
	func(ctx context.Context, in ChargeInput, opts nexus.StartOperationOptions) (client.StartWorkflowOptions, error) {
		// highlight-next-line
		return client.StartWorkflowOptions{ID: "charge-" + in.OrderID}, nil
	},
)

func NewPaymentService() *nexus.Service {
	s := nexus.NewService("payment-service")
	_ = s.Register(ChargeOperation)
	return s
}

package payments

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporalnexus"
)

type RefundInput struct{ OrderID string }
type RefundOutput struct{ RefundID string }

// RefundWorkflow is an ordinary Workflow registered on the handler Worker.
// highlight-next-line
var RefundOperation = temporalnexus.NewWorkflowRunOperation("refund", RefundWorkflow,
	func(ctx context.Context, in RefundInput, opts nexus.StartOperationOptions) (client.StartWorkflowOptions, error) {
		// A business-meaningful Workflow Id makes retried starts land on the same Workflow.
		return client.StartWorkflowOptions{ID: "refund-" + in.OrderID}, nil
	})

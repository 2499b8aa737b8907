package ops

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/types/known/durationpb"
)

// EnsureNamespace registers a Namespace if it does not exist yet.
func EnsureNamespace(ctx context.Context, name string, retention time.Duration) error {
	nc, err := client.NewNamespaceClient(client.Options{HostPort: "localhost:7233"})
	if err != nil {
		return err
	}
	defer nc.Close()

	// highlight-start
	err = nc.Register(ctx, &workflowservice.RegisterNamespaceRequest{
		Namespace:                        name,
		Description:                      "orders for the EU region",
		OwnerEmail:                       "orders-team@example.com",
		WorkflowExecutionRetentionPeriod: durationpb.New(retention),
	})
	// highlight-end
	var exists *serviceerror.NamespaceAlreadyExists
	if errors.As(err, &exists) {
		return nil
	}
	return err
}

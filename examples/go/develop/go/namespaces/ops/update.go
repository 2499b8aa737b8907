package ops

import (
	"context"
	"time"

	namespacepb "go.temporal.io/api/namespace/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/types/known/durationpb"
)

func SetRetention(ctx context.Context, nc client.NamespaceClient, name string, d time.Duration) error {
	return nc.Update(ctx, &workflowservice.UpdateNamespaceRequest{
		Namespace: name,
		UpdateInfo: &namespacepb.UpdateNamespaceInfo{
			Description: "retention changed by ops tooling",
		},
		// highlight-start
		Config: &namespacepb.NamespaceConfig{
			WorkflowExecutionRetentionTtl: durationpb.New(d),
		},
		// highlight-end
	})
}

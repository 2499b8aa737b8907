package ops

import (
	"context"
	"fmt"

	"go.temporal.io/sdk/client"
)

func PrintNamespace(ctx context.Context, nc client.NamespaceClient, name string) error {
	resp, err := nc.Describe(ctx, name)
	if err != nil {
		return err
	}
	fmt.Println("id:", resp.GetNamespaceInfo().GetId())
	fmt.Println("state:", resp.GetNamespaceInfo().GetState())
	fmt.Println("retention:", resp.GetConfig().GetWorkflowExecutionRetentionTtl().AsDuration())
	fmt.Println("global:", resp.GetIsGlobalNamespace())
	return nil
}

package main

import (
	"context"
	"fmt"
	"log"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
)

func main() {
	c, err := client.Dial(client.Options{}) // localhost:7233, Namespace "default"
	if err != nil {
		log.Fatalln("cannot reach the Temporal Service:", err)
	}
	defer c.Close()

	resp, err := c.WorkflowService().ListNamespaces(context.Background(),
		&workflowservice.ListNamespacesRequest{})
	if err != nil {
		log.Fatalln(err)
	}
	for _, ns := range resp.GetNamespaces() {
		fmt.Println("namespace:", ns.GetNamespaceInfo().GetName())
	}
}

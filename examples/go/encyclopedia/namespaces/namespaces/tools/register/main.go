package main

import (
	"context"
	"log"
	"time"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/types/known/durationpb"
)

func main() {
	nc, err := client.NewNamespaceClient(client.Options{HostPort: "localhost:7233"})
	if err != nil {
		log.Fatalln("unable to create Namespace client", err)
	}
	defer nc.Close()

	err = nc.Register(context.Background(), &workflowservice.RegisterNamespaceRequest{
		Namespace:                        "my-namespace",
		Description:                      "Order processing",
		// highlight-next-line
		WorkflowExecutionRetentionPeriod: durationpb.New(30 * 24 * time.Hour),
	})
	if err != nil {
		log.Fatalln("unable to register Namespace", err)
	}
}

package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	cloudservice "go.temporal.io/cloud-sdk/api/cloudservice/v1"
	operation "go.temporal.io/cloud-sdk/api/operation/v1"
	"go.temporal.io/cloud-sdk/cloudclient"
)

func main() {
	ctx := context.Background()
	c, err := cloudclient.New(cloudclient.Options{APIKey: os.Getenv("TEMPORAL_CLOUD_API_KEY")})
	if err != nil {
		log.Fatalln("unable to create Cloud Ops client", err)
	}
	defer c.Close()
	svc := c.CloudService()

	// List the account's Namespaces.
	list, err := svc.GetNamespaces(ctx, &cloudservice.GetNamespacesRequest{})
	if err != nil {
		log.Fatalln(err)
	}
	for _, ns := range list.GetNamespaces() {
		fmt.Println(ns.GetNamespace(), ns.GetSpec().GetRetentionDays())
	}

	// Read, modify and write back one Namespace's specification.
	const name = "my-namespace.a1b2c"
	got, err := svc.GetNamespace(ctx, &cloudservice.GetNamespaceRequest{Namespace: name})
	if err != nil {
		log.Fatalln(err)
	}
	spec := got.GetNamespace().GetSpec()
	spec.RetentionDays = 30
	upd, err := svc.UpdateNamespace(ctx, &cloudservice.UpdateNamespaceRequest{
		Namespace: name,
		Spec:      spec,
		// highlight-next-line
		ResourceVersion: got.GetNamespace().GetResourceVersion(),
	})
	if err != nil {
		log.Fatalln(err)
	}

	// Wait for the asynchronous operation to finish.
	id := upd.GetAsyncOperation().GetId()
	for {
		resp, err := svc.GetAsyncOperation(ctx, &cloudservice.GetAsyncOperationRequest{AsyncOperationId: id})
		if err != nil {
			log.Fatalln(err)
		}
		op := resp.GetAsyncOperation()
		switch op.GetState() {
		case operation.AsyncOperation_STATE_FULFILLED:
			fmt.Println("retention updated")
			return
		case operation.AsyncOperation_STATE_PENDING, operation.AsyncOperation_STATE_IN_PROGRESS:
			wait := op.GetCheckDuration().AsDuration()
			if wait <= 0 {
				wait = 2 * time.Second
			}
			time.Sleep(wait)
		default:
			log.Fatalf("operation %s ended in %s: %s", id, op.GetState(), op.GetFailureReason())
		}
	}
}

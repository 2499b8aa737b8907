package main

import (
	"log"

	"github.com/nexus-rpc/sdk-go/nexus"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/billing"
	"example.com/billingapi"
)

func main() {
	c, err := client.Dial(client.Options{Namespace: "billing-ns"})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	service := nexus.NewService(billingapi.ServiceName)
	// highlight-next-line
	if err := service.Register(billing.GetPrice, billing.CreateInvoice); err != nil {
		log.Fatalln(err)
	}

	w := worker.New(c, "billing-task-queue", worker.Options{})
	w.RegisterNexusService(service)
	w.RegisterWorkflow(billing.CreateInvoiceWorkflow)
	// Register the IssueInvoice Activity here as well.

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/shop/order"
)

func main() {
	c, err := client.Dial(client.Options{HostPort: client.DefaultHostPort, Namespace: "default"})
	if err != nil {
		log.Fatalln("unable to create client", err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{
		MaxConcurrentActivityExecutionSize: 50,
	})
	w.RegisterWorkflow(order.OrderWorkflow)
	w.RegisterActivity(order.ChargeCard)
	w.RegisterActivity(order.SendReceipt)

	// Run blocks until the process receives SIGINT or SIGTERM, then drains and stops.
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln("worker stopped", err)
	}
}

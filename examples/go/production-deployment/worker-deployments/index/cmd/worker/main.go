package main

import (
	"log"
	"os"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
	"go.temporal.io/sdk/worker"

	"example.com/orders"
)

func main() {
	// Address, Namespace, TLS or API key from TEMPORAL_* variables or a config profile.
	c, err := client.Dial(envconfig.MustLoadDefaultClientOptions())
	if err != nil {
		log.Fatalln("unable to connect", err)
	}
	defer c.Close()

	w := worker.New(c, os.Getenv("TASK_QUEUE"), worker.Options{
		MaxConcurrentActivityExecutionSize:     200,
		MaxConcurrentWorkflowTaskExecutionSize: 100,
		// highlight-next-line
		WorkerStopTimeout: 30 * time.Second, // time in-flight Activities get on shutdown
	})
	w.RegisterWorkflow(orders.OrderWorkflow)
	w.RegisterActivity(&orders.Activities{})

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln("worker exited", err)
	}
}

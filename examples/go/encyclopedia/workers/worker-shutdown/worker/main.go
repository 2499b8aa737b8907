package main

import (
	"log"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{
		// highlight-next-line
		WorkerStopTimeout: 30 * time.Second,
	})
	// Register Workflows and Activities here.

	// Run blocks until SIGINT or SIGTERM, then stops gracefully.
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatal(err)
	}
}

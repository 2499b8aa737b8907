package main

import (
	"log"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

// c stands for the Client that the program dials before it creates Workers.
var c client.Client

// region: cache-size
func main() {
	// Must be called before any Worker is created.
	// highlight-next-line
	worker.SetStickyWorkflowCacheSize(2000)

	w := worker.New(c, "my-task-queue", worker.Options{
		StickyScheduleToStartTimeout: 10 * time.Second,
	})
	// Register Workflows and Activities here, then run as usual.
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

// endregion: cache-size

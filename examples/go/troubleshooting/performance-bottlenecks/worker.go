package app

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

func newWorker(c client.Client) worker.Worker {
	// region: slots
	w := worker.New(c, "my-task-queue", worker.Options{
		MaxConcurrentActivityExecutionSize:     500,
		MaxConcurrentWorkflowTaskExecutionSize: 200,
		MaxConcurrentActivityTaskPollers:       8,
		MaxConcurrentWorkflowTaskPollers:       8,
	})
	// endregion: slots
	return w
}

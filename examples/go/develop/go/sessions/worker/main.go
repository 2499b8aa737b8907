package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/media/app"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{
		// highlight-start
		EnableSessionWorker:               true,
		MaxConcurrentSessionExecutionSize: 4,
		// highlight-end
	})
	w.RegisterWorkflow(app.TranscodeWorkflow)
	w.RegisterActivity(&app.MediaActivities{})

	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
}

package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"example.com/encyclopedia/workers/task-routing/fileprocessing"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
	hostname, err := os.Hostname()
	if err != nil {
		log.Fatalln(err)
	}

	// region: workers
	hostQueue := "file-processing-" + hostname
	acts := &fileprocessing.Activities{HostQueue: hostQueue}

	shared := worker.New(c, "file-processing", worker.Options{})
	shared.RegisterWorkflow(fileprocessing.FileWorkflow)
	shared.RegisterActivityWithOptions(acts.Download, activity.RegisterOptions{Name: "Download"})

	perHost := worker.New(c, hostQueue, worker.Options{})
	perHost.RegisterActivityWithOptions(acts.Process, activity.RegisterOptions{Name: "Process"})
	perHost.RegisterActivityWithOptions(acts.Cleanup, activity.RegisterOptions{Name: "Cleanup"})

	if err := shared.Start(); err != nil {
		log.Fatalln(err)
	}
	if err := perHost.Run(worker.InterruptCh()); err != nil {
		log.Fatalln(err)
	}
	shared.Stop()
	// endregion: workers
}

package app

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

func newTunedWorker(c client.Client) worker.Worker {
	// region: fixed-size-tuner
	tuner, err := worker.NewFixedSizeTuner(worker.FixedSizeTunerOptions{
		NumWorkflowSlots:      200,
		NumActivitySlots:      50,
		NumLocalActivitySlots: 50,
		NumNexusSlots:         20,
	})
	if err != nil {
		log.Fatalln(err)
	}
	w := worker.New(c, "my-task-queue", worker.Options{Tuner: tuner})
	// endregion: fixed-size-tuner
	return w
}

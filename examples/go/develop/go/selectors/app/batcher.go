package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func Batcher(ctx workflow.Context) ([]string, error) {
	var batch []string
	ch := workflow.GetSignalChannel(ctx, "item")
	for {
		idle := false
		timerCtx, cancel := workflow.WithCancel(ctx)
		s := workflow.NewSelector(ctx)
		s.AddReceive(ch, func(c workflow.ReceiveChannel, more bool) {
			var item string
			c.Receive(ctx, &item)
			batch = append(batch, item)
		})
		s.AddFuture(workflow.NewTimer(timerCtx, 5*time.Minute), func(workflow.Future) { idle = true })
		s.Select(ctx)
		cancel()
		if idle {
			return batch, nil
		}
	}
}

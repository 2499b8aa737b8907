package app

import (
	"go.temporal.io/sdk/workflow"
)

// Pipeline hands work from a producer coroutine to the main coroutine.
func Pipeline(ctx workflow.Context, n int) (int, error) {
	ch := workflow.NewBufferedChannel(ctx, 10)

	workflow.Go(ctx, func(gctx workflow.Context) {
		for i := 1; i <= n; i++ {
			ch.Send(gctx, i)
		}
		ch.Close()
	})

	sum := 0
	var v int
	for ch.Receive(ctx, &v) { // returns false once the channel is closed and drained
		sum += v
	}
	return sum, nil
}

package counter

import "go.temporal.io/sdk/workflow"

func Counter(ctx workflow.Context, count int) (int, error) {
	ch := workflow.GetSignalChannel(ctx, "increment")
	for {
		var delta int
		ch.Receive(ctx, &delta)
		count += delta
		if workflow.GetInfo(ctx).GetContinueAsNewSuggested() {
			// Drain Signals that are already buffered so none are lost.
			for ch.ReceiveAsync(&delta) {
				count += delta
			}
			// highlight-next-line
			return 0, workflow.NewContinueAsNewError(ctx, Counter, count)
		}
	}
}

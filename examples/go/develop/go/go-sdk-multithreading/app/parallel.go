package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// ResizeAll resizes every image with at most `limit` Activities running at once.
func ResizeAll(ctx workflow.Context, images []string, limit int64) ([]string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	results := make([]string, len(images))
	var firstErr error
	// highlight-start
	wg := workflow.NewWaitGroup(ctx)
	sem := workflow.NewSemaphore(ctx, limit)
	// highlight-end

	for i, img := range images {
		i, img := i, img
		wg.Add(1)
		workflow.Go(ctx, func(gctx workflow.Context) {
			defer wg.Done()
			if err := sem.Acquire(gctx, 1); err != nil {
				return // context cancelled
			}
			defer sem.Release(1)

			var out string
			if err := workflow.ExecuteActivity(gctx, "Resize", img).Get(gctx, &out); err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			results[i] = out
		})
	}
	wg.Wait(ctx)
	return results, firstErr
}

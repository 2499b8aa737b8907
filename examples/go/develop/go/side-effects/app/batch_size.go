package app

import (
	"os"
	"strconv"
	"time"

	"go.temporal.io/sdk/workflow"
)

func readBatchSize() int {
	if n, err := strconv.Atoi(os.Getenv("ORDERS_BATCH_SIZE")); err == nil && n > 0 {
		return n
	}
	return 50
}

// ExportOrders exports in batches whose size operators can tune while the Workflow runs.
func ExportOrders(ctx workflow.Context, total int) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	for offset := 0; offset < total; {
		// highlight-start
		v := workflow.MutableSideEffect(ctx, "batch-size",
			func(ctx workflow.Context) interface{} { return readBatchSize() },
			func(a, b interface{}) bool { return a.(int) == b.(int) })
		// highlight-end
		var size int
		if err := v.Get(&size); err != nil {
			return err
		}
		if err := workflow.ExecuteActivity(ctx, "ExportBatch", offset, size).Get(ctx, nil); err != nil {
			return err
		}
		offset += size
	}
	return nil
}

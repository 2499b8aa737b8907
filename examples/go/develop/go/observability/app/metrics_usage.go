package app

import (
	"go.temporal.io/sdk/workflow"
)

func countRejected(ctx workflow.Context, reason string) {
	workflow.GetMetricsHandler(ctx).
		WithTags(map[string]string{"reason": reason}).
		Counter("orders_rejected").
		Inc(1)
}

package app

import (
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func newPaymentsWorker(c client.Client) worker.Worker {
	// region: rate-limit
	w := worker.New(c, "payments", worker.Options{
		// Never call the payment provider more than 20 times a second, fleet-wide.
		// highlight-next-line
		TaskQueueActivitiesPerSecond: 20,
	})
	// endregion: rate-limit
	return w
}

func InvoiceWorkflow(ctx workflow.Context, orderID string) (string, error) {
	// region: pdf-queue
	pdfCtx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		// highlight-next-line
		TaskQueue:           "pdf-render",
		StartToCloseTimeout: 5 * time.Minute,
	})
	var pdfURL string
	err := workflow.ExecuteActivity(pdfCtx, "RenderInvoicePDF", orderID).Get(ctx, &pdfURL)
	// endregion: pdf-queue
	return pdfURL, err
}

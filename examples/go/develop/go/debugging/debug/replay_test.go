package debug

import (
	"log/slog"
	"testing"

	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"

	"example.com/orders/app"
)

func TestReplayIncident(t *testing.T) {
	replayer := worker.NewWorkflowReplayer()
	replayer.RegisterWorkflow(app.FulfilOrder)

	// Export with: temporal workflow show --workflow-id order-1001 --output json > order-1001.json
	// highlight-next-line
	if err := replayer.ReplayWorkflowHistoryFromJSONFile(log.NewStructuredLogger(slog.Default()), "order-1001.json"); err != nil {
		t.Fatal(err)
	}
}

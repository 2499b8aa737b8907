package app

import (
	"testing"

	"go.temporal.io/sdk/worker"
)

func TestReplayOrderWorkflow(t *testing.T) {
	// highlight-start
	replayer := worker.NewWorkflowReplayer()
	replayer.RegisterWorkflow(OrderWorkflow)
	err := replayer.ReplayWorkflowHistoryFromJSONFile(nil, "testdata/history.json")
	// highlight-end
	if err != nil {
		t.Fatalf("replay failed: %v", err)
	}
}

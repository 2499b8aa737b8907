package app

import (
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/worker"
)

// region: replay-test
func TestReplayOrder1001(t *testing.T) {
	replayer := worker.NewWorkflowReplayer()
	replayer.RegisterWorkflow(OrderWorkflow)
	// history.json from: temporal workflow show --workflow-id order-1001 --output json
	// highlight-next-line
	err := replayer.ReplayWorkflowHistoryFromJSONFile(nil, "history.json")
	require.NoError(t, err)
}

// endregion: replay-test

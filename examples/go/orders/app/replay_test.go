package app

import (
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
)

func TestReplayOrderHistory(t *testing.T) {
	replayer := worker.NewWorkflowReplayer()
	replayer.RegisterWorkflow(FulfilOrder)

	// highlight-next-line
	err := replayer.ReplayWorkflowHistoryFromJSONFile(log.NewStructuredLogger(slog.Default()),
		"testdata/order-1001.json")
	require.NoError(t, err)
}

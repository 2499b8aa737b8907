package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
)

func TestApprovalSignal(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()

	// highlight-start
	env.RegisterDelayedCallback(func() {
		env.SignalWorkflow("approve", "alice")
	}, time.Hour)
	// highlight-end

	// Query while the Workflow still waits: the Workflow completes as soon as the Signal arrives,
	// and a callback scheduled after that would never run.
	env.RegisterDelayedCallback(func() {
		val, err := env.QueryWorkflow("status")
		require.NoError(t, err)
		var status string
		require.NoError(t, val.Get(&status))
		require.Equal(t, "waiting for approval", status)
	}, 30*time.Minute)

	env.ExecuteWorkflow(ApprovalWorkflow)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var result string
	require.NoError(t, env.GetWorkflowResult(&result))
	require.Equal(t, "approved by alice with 0 items", result)
}

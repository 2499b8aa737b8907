package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/testsuite"
)

func noop(ctx context.Context, accountID string) error { return nil }

func TestTrialWorkflow(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	// Activities called by name must be registered under that name before they can be mocked.
	env.RegisterActivityWithOptions(noop, activity.RegisterOptions{Name: "SendTrialReminder"})
	env.RegisterActivityWithOptions(noop, activity.RegisterOptions{Name: "EndTrial"})
	env.OnActivity("SendTrialReminder", mock.Anything, "acct-1").Return(nil).Once()
	env.OnActivity("EndTrial", mock.Anything, "acct-1").Return(nil).Once()

	env.ExecuteWorkflow(TrialWorkflow, "acct-1")

	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	env.AssertExpectations(t)
}

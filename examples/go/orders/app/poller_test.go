package app

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

func CheckJob(jobID string) (string, error) { return "", nil }

func TestPollContinuesAsNew(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	env.OnActivity(CheckJob, mock.Anything).Return("running", nil)

	env.ExecuteWorkflow(PollUntilReady, "job-1", 0)

	var canErr *workflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &canErr))
}

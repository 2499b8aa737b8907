package app

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/testsuite"
)

type WorkflowSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env *testsuite.TestWorkflowEnvironment
}

func (s *WorkflowSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.env.RegisterActivity(&Activities{})
}

func (s *WorkflowSuite) AfterTest(suiteName, testName string) {
	s.env.AssertExpectations(s.T())
}

func (s *WorkflowSuite) TestFulfilOrder_Success() {
	var a *Activities
	// highlight-start
	s.env.OnActivity(a.Charge, mock.Anything, mock.Anything).Return("receipt-1", nil)
	s.env.OnActivity(a.Ship, mock.Anything, mock.Anything).Return("track-1", nil)
	// highlight-end

	s.env.ExecuteWorkflow(FulfilOrder, Order{ID: "1", Amount: 100})

	s.True(s.env.IsWorkflowCompleted())
	s.NoError(s.env.GetWorkflowError())
	var tracking string
	s.NoError(s.env.GetWorkflowResult(&tracking))
	s.Equal("track-1", tracking)
}

func (s *WorkflowSuite) TestFulfilOrder_ChargeFails() {
	var a *Activities
	s.env.OnActivity(a.Charge, mock.Anything, mock.Anything).
		Return("", errors.New("card declined"))

	s.env.ExecuteWorkflow(FulfilOrder, Order{ID: "2", Amount: 100})

	s.True(s.env.IsWorkflowCompleted())
	s.Error(s.env.GetWorkflowError())
}

func TestWorkflowSuite(t *testing.T) {
	suite.Run(t, new(WorkflowSuite))
}

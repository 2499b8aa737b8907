package app

import (
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
)

func TestCharge(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestActivityEnvironment()
	acts := &Activities{}
	env.RegisterActivity(acts)

	val, err := env.ExecuteActivity(acts.Charge, Order{ID: "9", Amount: 10})
	require.NoError(t, err)
	var receipt string
	require.NoError(t, val.Get(&receipt))
	require.Equal(t, "receipt-9", receipt)
}

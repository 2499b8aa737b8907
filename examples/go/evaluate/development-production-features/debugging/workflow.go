package app

import "go.temporal.io/sdk/workflow"

// Not shown on the page: the Workflow whose history replay_test.go replays.
func OrderWorkflow(ctx workflow.Context, orderID string) (string, error) { return orderID, nil }

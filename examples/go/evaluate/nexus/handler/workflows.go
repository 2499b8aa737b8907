package handler

import "go.temporal.io/sdk/workflow"

// Not shown on the page: the Workflow that the charge Operation starts.
func ChargeWorkflow(ctx workflow.Context, in ChargeInput) (ChargeOutput, error) {
	return ChargeOutput{ChargeID: "ch-" + in.OrderID}, nil
}

package payments

import "go.temporal.io/sdk/workflow"

// Not shown on a page: the Workflows that the charge and refund Operations start.

func ChargeWorkflow(ctx workflow.Context, in ChargeInput) (ChargeOutput, error) {
	return ChargeOutput{ReceiptID: "r-" + in.OrderID}, nil
}

func RefundWorkflow(ctx workflow.Context, in RefundInput) (RefundOutput, error) {
	return RefundOutput{RefundID: "rf-" + in.OrderID}, nil
}

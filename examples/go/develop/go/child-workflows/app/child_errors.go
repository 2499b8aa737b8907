package app

import (
	"errors"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func ParentWithRecovery(ctx workflow.Context, s Shipment) (string, error) {
	var trackingNo string
	err := workflow.ExecuteChildWorkflow(ctx, PackAndShip, s).Get(ctx, &trackingNo)
	var childErr *temporal.ChildWorkflowExecutionError
	if errors.As(err, &childErr) {
		var appErr *temporal.ApplicationError
		if errors.As(err, &appErr) && appErr.Type() == "OutOfStock" {
			return "backordered", nil
		}
	}
	return trackingNo, err
}

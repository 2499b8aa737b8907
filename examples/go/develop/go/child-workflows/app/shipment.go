package app

import (
	"fmt"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/workflow"
)

type Shipment struct {
	OrderID string
	Items   []string
}

// ShipOrder starts one child per warehouse and waits for all of them.
func ShipOrder(ctx workflow.Context, orderID string, warehouses []string) ([]string, error) {
	var futures []workflow.ChildWorkflowFuture
	for _, wh := range warehouses {
		// highlight-start
		cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
			WorkflowID:               fmt.Sprintf("%s-ship-%s", orderID, wh),
			TaskQueue:                "warehouse-" + wh,
			WorkflowExecutionTimeout: 48 * time.Hour,
			ParentClosePolicy:        enumspb.PARENT_CLOSE_POLICY_REQUEST_CANCEL,
		})
		f := workflow.ExecuteChildWorkflow(cctx, PackAndShip, Shipment{OrderID: orderID})
		// highlight-end

		// Wait until the child has actually started before moving on.
		var exec workflow.Execution
		if err := f.GetChildWorkflowExecution().Get(ctx, &exec); err != nil {
			return nil, err // for example, the Workflow ID is already in use
		}
		workflow.GetLogger(ctx).Info("child started", "id", exec.ID, "runID", exec.RunID)
		futures = append(futures, f)
	}

	var tracking []string
	for _, f := range futures {
		var t string
		if err := f.Get(ctx, &t); err != nil {
			return tracking, err
		}
		tracking = append(tracking, t)
	}
	return tracking, nil
}

func PackAndShip(ctx workflow.Context, s Shipment) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var trackingNo string
	err := workflow.ExecuteActivity(ctx, "CreateLabel", s).Get(ctx, &trackingNo)
	return trackingNo, err
}

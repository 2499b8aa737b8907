package app

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/workflow"
)

func RefundWorkflow(ctx workflow.Context, orderID string, cents int64) error {
	// highlight-next-line
	workflow.SetCurrentDetails(ctx, "Waiting for approval")

	var approver string
	workflow.GetSignalChannelWithOptions(ctx, "approve", workflow.SignalChannelOptions{
		Description: "Approve the refund; the payload is the approver's user name.",
	}).Receive(ctx, &approver)

	workflow.SetCurrentDetails(ctx, fmt.Sprintf("Approved by **%s**; issuing refund", approver))

	ao := workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		// highlight-next-line
		Summary: fmt.Sprintf("Refund %d cents to the original card", cents),
	}
	if err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, ao), "IssueRefund", orderID, cents).Get(ctx, nil); err != nil {
		workflow.SetCurrentDetails(ctx, "Refund failed: "+err.Error())
		return err
	}

	// A cooling-off period before closing the case, labelled for the timeline.
	timer := workflow.NewTimerWithOptions(ctx, 72*time.Hour, workflow.TimerOptions{
		Summary: "Cooling-off period before closing the case",
	})
	if err := timer.Get(ctx, nil); err != nil {
		return err
	}
	workflow.SetCurrentDetails(ctx, "Refund complete")
	return nil
}

package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// TicketWorkflow escalates a support ticket if nobody acknowledges it within four hours.
func TicketWorkflow(ctx workflow.Context, ticketID string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})

	timerCtx, cancelTimer := workflow.WithCancel(ctx)
	// highlight-next-line
	escalation := workflow.NewTimer(timerCtx, 4*time.Hour)

	outcome := ""
	s := workflow.NewSelector(ctx)
	s.AddReceive(workflow.GetSignalChannel(ctx, "acknowledge"), func(c workflow.ReceiveChannel, _ bool) {
		var agent string
		c.Receive(ctx, &agent)
		cancelTimer() // the escalation is no longer needed
		outcome = "acknowledged by " + agent
	})
	s.AddFuture(escalation, func(f workflow.Future) {
		if err := f.Get(ctx, nil); err == nil {
			_ = workflow.ExecuteActivity(ctx, "PageOnCall", ticketID).Get(ctx, nil)
			outcome = "escalated"
		}
	})
	s.Select(ctx)
	return outcome, nil
}

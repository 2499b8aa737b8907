package app

import (
	"context"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
)

type ApprovalRequest struct {
	ID       string
	Approver string
}

// approvals stands for the system that will call back with the decision.
var approvals interface {
	Send(ctx context.Context, req ApprovalRequest, taskToken []byte) error
}

// region: request-approval
func RequestApproval(ctx context.Context, req ApprovalRequest) (bool, error) {
	token := activity.GetInfo(ctx).TaskToken
	if err := approvals.Send(ctx, req, token); err != nil {
		return false, err
	}
	// highlight-next-line
	return false, activity.ErrResultPending // the Activity stays open
}

// endregion: request-approval

func onDecision(ctx context.Context, temporalClient client.Client, token []byte) error {
	// region: complete
	// Later, in the webhook handler:
	err := temporalClient.CompleteActivity(ctx, token, true, nil)
	// endregion: complete
	return err
}

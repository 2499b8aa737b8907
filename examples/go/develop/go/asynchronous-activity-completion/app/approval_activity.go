package app

import (
	"context"
	"encoding/base64"

	"go.temporal.io/sdk/activity"
)

type ApprovalRequest struct {
	DocumentID string
	Approver   string
}

// Ticketing stands for whatever external system will call back.
type Ticketing interface {
	CreateTicket(ctx context.Context, req ApprovalRequest, callbackToken string) error
}

type ApprovalActivities struct {
	Tickets Ticketing
}

func (a *ApprovalActivities) RequestApproval(ctx context.Context, req ApprovalRequest) (string, error) {
	// highlight-start
	token := activity.GetInfo(ctx).TaskToken
	encoded := base64.StdEncoding.EncodeToString(token)
	// highlight-end
	if err := a.Tickets.CreateTicket(ctx, req, encoded); err != nil {
		return "", err // a normal failure; retried per the retry policy
	}
	// highlight-next-line
	return "", activity.ErrResultPending
}

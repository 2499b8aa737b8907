package app

import (
	"errors"
	"fmt"

	"go.temporal.io/sdk/workflow"
)

const (
	ApproveSignal = "approve"
	StatusQuery   = "status"
	AddItemUpdate = "addItem"
)

func ApprovalWorkflow(ctx workflow.Context) (string, error) {
	status := "waiting for approval"
	var items []string

	// Query handler: a function that returns state. It must not block or change state.
	// highlight-next-line
	if err := workflow.SetQueryHandler(ctx, StatusQuery, func() (string, error) {
		return status, nil
	}); err != nil {
		return "", err
	}

	// Update handler with a validator that can reject the request before it is recorded.
	// highlight-start
	err := workflow.SetUpdateHandlerWithOptions(ctx, AddItemUpdate,
		func(ctx workflow.Context, item string) (int, error) {
			items = append(items, item)
			return len(items), nil
		},
		workflow.UpdateHandlerOptions{
			Validator: func(ctx workflow.Context, item string) error {
				if item == "" {
					return errors.New("item must not be empty")
				}
				return nil
			},
		})
	// highlight-end
	if err != nil {
		return "", err
	}

	// Signal: block until one arrives on the named channel.
	var approver string
	// highlight-next-line
	workflow.GetSignalChannel(ctx, ApproveSignal).Receive(ctx, &approver)
	status = fmt.Sprintf("approved by %s", approver)

	// Let in-flight Update handlers finish before the Workflow returns.
	if err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) }); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s with %d items", status, len(items)), nil
}

package app

import (
	"context"
	"fmt"
	"net/http"

	"go.temporal.io/sdk/activity"
)

// Activities holds shared dependencies for all Activity methods.
type Activities struct {
	HTTP *http.Client
}

func (a *Activities) Charge(ctx context.Context, order Order) (string, error) {
	activity.GetLogger(ctx).Info("charging", "orderID", order.ID, "amount", order.Amount)
	// Call the payment provider here. Pass order.ID as an idempotency key,
	// because the Activity may run more than once if a retry happens.
	return fmt.Sprintf("receipt-%s", order.ID), nil
}

func (a *Activities) Ship(ctx context.Context, order Order) (string, error) {
	return fmt.Sprintf("track-%s", order.ID), nil
}

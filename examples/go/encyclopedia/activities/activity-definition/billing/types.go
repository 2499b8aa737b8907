package billing

import "context"

// Not shown on the page: the types that billing/activities.go uses.

type ChargeRequest struct {
	CustomerID  string
	AmountCents int64
}

// PaymentClient stands for the payment provider's client library.
type PaymentClient interface {
	// Charge charges the customer once per idempotency key and returns the charge ID.
	Charge(ctx context.Context, customerID string, amountCents int64, idempotencyKey string) (string, error)
}

package app

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
)

var errRateLimited = errors.New("rate limited")

type ChargeDetails struct {
	Reason string
	Code   int
}

func ChargeCard(ctx context.Context, orderID string) (string, error) {
	code, err := callPaymentProvider(ctx, orderID)
	switch {
	case err == nil:
		return "receipt-" + orderID, nil
	case code == 402:
		// highlight-start
		return "", temporal.NewNonRetryableApplicationError(
			"card declined", "CardDeclined", err, ChargeDetails{Reason: "insufficient funds", Code: code})
		// highlight-end
	case errors.Is(err, errRateLimited):
		return "", temporal.NewApplicationErrorWithOptions("provider throttled", "RateLimited",
			temporal.ApplicationErrorOptions{Cause: err, NextRetryDelay: 30 * time.Second})
	default:
		return "", err // retried according to the Activity's retry policy
	}
}

func callPaymentProvider(ctx context.Context, orderID string) (int, error) {
	return 200, nil
}

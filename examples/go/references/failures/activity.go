package app

import "context"

// region: raise
import "go.temporal.io/sdk/temporal"

func ChargeCard(ctx context.Context, orderID string) error {
	// ...
	return temporal.NewNonRetryableApplicationError(
		"card declined", "CardDeclined", nil, map[string]string{"orderId": orderID})
}

// endregion: raise

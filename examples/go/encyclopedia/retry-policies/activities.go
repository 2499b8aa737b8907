package app

import "context"

// Not shown on the page: the Activity that workflow.go retries.
func ChargeCard(ctx context.Context, orderID string) error { return nil }

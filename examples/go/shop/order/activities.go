package order

import "context"

// Not shown on a page: the Activities that OrderWorkflow calls and the Worker registers.

func ChargeCard(ctx context.Context, orderID string) (string, error) { return "ch-" + orderID, nil }

func SendReceipt(ctx context.Context, orderID, chargeID string) error { return nil }

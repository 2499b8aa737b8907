package orders

import "context"

// Not shown on the page: the Activities that order_workflow.go calls.

func Charge(ctx context.Context, orderID string) error       { return nil }
func ReserveStock(ctx context.Context, orderID string) error { return nil }
func Ship(ctx context.Context, orderID string) error         { return nil }
func Refund(ctx context.Context, orderID string) error       { return nil }

package payments

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
)

type QuoteInput struct{ Cents int }
type QuoteOutput struct{ FeeCents int }

// highlight-next-line
var QuoteOperation = nexus.NewSyncOperation("quote",
	func(ctx context.Context, in QuoteInput, opts nexus.StartOperationOptions) (QuoteOutput, error) {
		return QuoteOutput{FeeCents: in.Cents / 100}, nil
	})

package payments

import (
	"context"

	"github.com/nexus-rpc/sdk-go/nexus"
)

var ChargeNowOperation = nexus.NewSyncOperation("charge-now",
	func(ctx context.Context, in ChargeInput, opts nexus.StartOperationOptions) (ChargeOutput, error) {
		if in.Cents <= 0 {
			// highlight-next-line
			return ChargeOutput{}, nexus.NewHandlerErrorf(nexus.HandlerErrorTypeBadRequest, "invalid amount %d", in.Cents)
		}
		if declined(in) {
			// highlight-next-line
			return ChargeOutput{}, nexus.NewOperationFailedErrorf("card declined")
		}
		return ChargeOutput{ReceiptID: "r-" + in.OrderID}, nil
	})

func declined(in ChargeInput) bool { return in.Cents > 1_000_000 }

package paymentsapi

import "github.com/nexus-rpc/sdk-go/nexus"

const ServiceName = "payments"

type ChargeInput struct {
	OrderID string
	Cents   int
}

type ChargeOutput struct {
	ReceiptID string
}

// A typed reference callers can use without importing the handler implementation.
// highlight-next-line
var ChargeOperation = nexus.NewOperationReference[ChargeInput, ChargeOutput]("charge")

package billingapi

const ServiceName = "billing"

const (
	CreateInvoiceOperation = "create-invoice"
	GetPriceOperation      = "get-price"
)

type CreateInvoiceInput struct {
	CustomerID  string
	AmountCents int64
}

type CreateInvoiceOutput struct {
	InvoiceID string
}

type GetPriceInput struct {
	SKU string
}

type GetPriceOutput struct {
	PriceCents int64
}

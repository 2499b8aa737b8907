package billing

import (
	"context"
	"database/sql"

	"go.temporal.io/sdk/activity"
)

type Activities struct {
	DB       *sql.DB
	Payments PaymentClient
}

func (a *Activities) ChargeCard(ctx context.Context, req ChargeRequest) (string, error) {
	info := activity.GetInfo(ctx)
	key := info.WorkflowExecution.ID + "-" + info.ActivityID
	return a.Payments.Charge(ctx, req.CustomerID, req.AmountCents, key)
}

func (a *Activities) RecordCharge(ctx context.Context, orderID, chargeID string) error {
	_, err := a.DB.ExecContext(ctx,
		`INSERT INTO charges (order_id, charge_id) VALUES ($1, $2)
		 ON CONFLICT (order_id) DO NOTHING`, orderID, chargeID)
	return err
}

package caller

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"example.com/evaluate/nexus/handler"
)

func OrderWorkflow(ctx workflow.Context, orderID string) error {
	// region: call-operation
	c := workflow.NewNexusClient("payments", "payment-service")
	fut := c.ExecuteOperation(ctx, "charge", handler.ChargeInput{OrderID: orderID, Amount: 4200},
		workflow.NexusOperationOptions{ScheduleToCloseTimeout: time.Hour})
	var out handler.ChargeOutput
	if err := fut.Get(ctx, &out); err != nil {
		return err
	}
	// endregion: call-operation
	workflow.GetLogger(ctx).Info("charged", "chargeID", out.ChargeID)
	return nil
}

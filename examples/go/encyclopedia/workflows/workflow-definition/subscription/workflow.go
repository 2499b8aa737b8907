package subscription

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

type Input struct {
	CustomerID string
	Plan       string
	TrialDays  int
}

type Result struct {
	Charged bool
}

func SubscriptionWorkflow(ctx workflow.Context, in Input) (Result, error) {
	if err := workflow.Sleep(ctx, time.Duration(in.TrialDays)*24*time.Hour); err != nil {
		return Result{}, err
	}
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	err := workflow.ExecuteActivity(ctx, ChargeFirstPeriod, in.CustomerID, in.Plan).Get(ctx, nil)
	return Result{Charged: err == nil}, err
}

package app

import (
	"crypto/rand"
	"encoding/hex"
	"time"

	"go.temporal.io/sdk/workflow"
)

// IssueCoupon creates a random coupon code and stores it with an Activity.
func IssueCoupon(ctx workflow.Context, customerID string) (string, error) {
	// highlight-start
	encoded := workflow.SideEffect(ctx, func(ctx workflow.Context) interface{} {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		return hex.EncodeToString(b)
	})
	var code string
	if err := encoded.Get(&code); err != nil {
		return "", err
	}
	// highlight-end

	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Second})
	if err := workflow.ExecuteActivity(ctx, "SaveCoupon", customerID, code).Get(ctx, nil); err != nil {
		return "", err
	}
	return code, nil
}

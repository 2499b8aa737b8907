package app

import (
	"context"

	"go.temporal.io/sdk/temporal"
)

func LookupCoupon(ctx context.Context, code string) (int, error) {
	return 0, temporal.NewApplicationErrorWithOptions("coupon not found", "CouponNotFound",
		temporal.ApplicationErrorOptions{
			NonRetryable: true,
			Category:     temporal.ApplicationErrorCategoryBenign,
		})
}

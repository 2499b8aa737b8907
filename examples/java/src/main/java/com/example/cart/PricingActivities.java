package com.example.cart;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface PricingActivities {
  boolean isAvailable(String customerId, String sku);
}

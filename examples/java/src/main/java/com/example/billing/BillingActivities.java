package com.example.billing;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface BillingActivities {
  void charge(String customerId, int period);

  void sendFarewell(String customerId);
}

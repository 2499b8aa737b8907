package com.example.payments;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface PaymentActivities {
  String charge(String orderId, long cents);
}

package com.example.orders;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface CheckoutActivities {
  void fraudCheck(String orderId);

  void charge(String orderId);

  String ship(String orderId);
}

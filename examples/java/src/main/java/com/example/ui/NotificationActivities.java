package com.example.ui;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface NotificationActivities {
  void sendReceipt(String orderId);
}

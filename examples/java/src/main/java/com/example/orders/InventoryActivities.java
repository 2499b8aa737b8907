package com.example.orders;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityMethod;

@ActivityInterface
public interface InventoryActivities {

  @ActivityMethod
  String reserveStock(String sku, int quantity);

  void sendConfirmation(String orderId, String reservationId);
}

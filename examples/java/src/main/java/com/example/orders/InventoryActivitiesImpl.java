package com.example.orders;

import io.temporal.activity.Activity;
import io.temporal.failure.ApplicationFailure;
import java.util.UUID;

public class InventoryActivitiesImpl implements InventoryActivities {

  @Override
  public String reserveStock(String sku, int quantity) {
    if (quantity <= 0) {
      // A bad argument will never succeed, so tell Temporal not to retry it.
      throw ApplicationFailure.newNonRetryableFailure(
          "quantity must be positive: " + quantity, "InvalidQuantity");
    }
    String attempt = String.valueOf(Activity.getExecutionContext().getInfo().getAttempt());
    System.out.println("Reserving " + quantity + " x " + sku + " (attempt " + attempt + ")");
    return "res-" + UUID.randomUUID(); // Activities may be non-deterministic.
  }

  @Override
  public void sendConfirmation(String orderId, String reservationId) {
    System.out.println("Order " + orderId + " confirmed with reservation " + reservationId);
  }
}

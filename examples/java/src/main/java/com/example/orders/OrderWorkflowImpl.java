package com.example.orders;

import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;
import org.slf4j.Logger;

public class OrderWorkflowImpl implements OrderWorkflow {

  private static final Logger log = Workflow.getLogger(OrderWorkflowImpl.class);

  // highlight-start
  private final InventoryActivities activities =
      Workflow.newActivityStub(
          InventoryActivities.class,
          ActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofSeconds(30))
              .setRetryOptions(
                  RetryOptions.newBuilder()
                      .setInitialInterval(Duration.ofSeconds(1))
                      .setMaximumInterval(Duration.ofMinutes(1))
                      .setDoNotRetry("InvalidQuantity")
                      .build())
              .build());
  // highlight-end

  @Override
  public String placeOrder(String orderId, String sku, int quantity) {
    log.info("Placing order {}", orderId);
    String reservationId = activities.reserveStock(sku, quantity);
    activities.sendConfirmation(orderId, reservationId);
    return reservationId;
  }
}

package com.example.orders;

import io.temporal.activity.ActivityOptions;
import io.temporal.spring.boot.WorkflowImpl;
import io.temporal.workflow.Workflow;
import java.time.Duration;

// highlight-next-line
@WorkflowImpl(taskQueues = "my-task-queue")
public class OrderWorkflowImpl implements OrderWorkflow {

  private final InventoryActivities activities =
      Workflow.newActivityStub(
          InventoryActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public String placeOrder(String orderId, String sku, int quantity) {
    String reservation = activities.reserveStock(sku, quantity);
    activities.sendConfirmation(orderId, reservation);
    return reservation;
  }
}

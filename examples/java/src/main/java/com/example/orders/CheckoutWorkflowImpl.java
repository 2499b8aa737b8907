package com.example.orders;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class CheckoutWorkflowImpl implements CheckoutWorkflow {

  private final CheckoutActivities activities =
      Workflow.newActivityStub(
          CheckoutActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public String checkout(String orderId) {
    // highlight-start
    int version = Workflow.getVersion("add-fraud-check", Workflow.DEFAULT_VERSION, 1);
    if (version >= 1) {
      activities.fraudCheck(orderId);
    }
    // highlight-end
    activities.charge(orderId);
    return activities.ship(orderId);
  }
}

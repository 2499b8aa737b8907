package com.example.ui;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.TimerOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class LabelledWorkflowImpl implements LabelledWorkflow {

  @Override
  public void process(String orderId) {
    // highlight-start
    NotificationActivities email =
        Workflow.newActivityStub(
            NotificationActivities.class,
            ActivityOptions.newBuilder()
                .setStartToCloseTimeout(Duration.ofSeconds(30))
                .setSummary("Email receipt for " + orderId)
                .build());
    // highlight-end
    email.sendReceipt(orderId);

    Workflow.newTimer(
            Duration.ofDays(1),
            TimerOptions.newBuilder().setSummary("Wait a day before asking for a review").build())
        .get();

    ReviewWorkflow review =
        Workflow.newChildWorkflowStub(
            ReviewWorkflow.class,
            ChildWorkflowOptions.newBuilder()
                .setWorkflowId("review-" + orderId)
                .setStaticSummary("Review request for " + orderId)
                .build());
    review.request(orderId);
  }
}

package com.example.payments;

import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.failure.ActivityFailure;
import io.temporal.failure.ApplicationFailure;
import io.temporal.failure.TimeoutFailure;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class PaymentWorkflowImpl implements PaymentWorkflow {

  private final PaymentActivities payments =
      Workflow.newActivityStub(
          PaymentActivities.class,
          ActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofSeconds(20))
              .setScheduleToCloseTimeout(Duration.ofMinutes(10))
              // highlight-start
              .setRetryOptions(
                  RetryOptions.newBuilder()
                      .setInitialInterval(Duration.ofSeconds(2))
                      .setBackoffCoefficient(2.0)
                      .setMaximumInterval(Duration.ofMinutes(1))
                      .setDoNotRetry(CardDeclinedException.class.getName())
                      .build())
              // highlight-end
              .build());

  @Override
  public String charge(String orderId, long cents) {
    try {
      return payments.charge(orderId, cents);
    } catch (ActivityFailure e) {
      if (e.getCause() instanceof ApplicationFailure) {
        ApplicationFailure cause = (ApplicationFailure) e.getCause();
        if (CardDeclinedException.class.getName().equals(cause.getType())) {
          return "declined";
        }
      } else if (e.getCause() instanceof TimeoutFailure) {
        throw ApplicationFailure.newFailure("payment provider unavailable", "ProviderDown");
      }
      throw e;
    }
  }
}

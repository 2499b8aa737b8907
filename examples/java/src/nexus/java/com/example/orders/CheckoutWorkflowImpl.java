package com.example.orders;

import com.example.fraud.FraudService;
import io.temporal.workflow.NexusOperationOptions;
import io.temporal.workflow.NexusServiceOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class CheckoutWorkflowImpl implements CheckoutWorkflow {

  // highlight-start
  private final FraudService fraud =
      Workflow.newNexusServiceStub(
          FraudService.class,
          NexusServiceOptions.newBuilder()
              .setEndpoint("fraud-endpoint")
              .setOperationOptions(
                  NexusOperationOptions.newBuilder()
                      .setScheduleToCloseTimeout(Duration.ofHours(24))
                      .build())
              .build());
  // highlight-end

  @Override
  public String checkout(String customerId, long amountCents) {
    FraudService.ScoreInput input = new FraudService.ScoreInput(customerId, amountCents);
    int score = fraud.quickScore(input).score;
    if (score > 50) {
      score = fraud.deepReview(input).score;
    }
    return score > 50 ? "rejected" : "accepted";
  }
}

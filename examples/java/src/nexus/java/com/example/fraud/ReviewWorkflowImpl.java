package com.example.fraud;

import io.temporal.workflow.Workflow;
import java.time.Duration;

/**
 * Context for docs/develop/java/nexus.mdx (not shown there: "an ordinary Workflow implementation of
 * ReviewWorkflow"): waits for an analyst's review, here a fixed delay, and returns a score.
 */
public class ReviewWorkflowImpl implements ReviewWorkflow {
  @Override
  public FraudService.ScoreOutput review(FraudService.ScoreInput input) {
    Workflow.sleep(Duration.ofHours(1));
    return new FraudService.ScoreOutput(input.amountCents > 1_000_000 ? 90 : 30);
  }
}

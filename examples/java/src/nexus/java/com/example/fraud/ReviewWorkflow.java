package com.example.fraud;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface ReviewWorkflow {
  @WorkflowMethod
  FraudService.ScoreOutput review(FraudService.ScoreInput input);
}

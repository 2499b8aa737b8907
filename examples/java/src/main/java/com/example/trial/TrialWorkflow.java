package com.example.trial;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface TrialWorkflow {
  @WorkflowMethod
  void run(String accountId);
}

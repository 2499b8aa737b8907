package com.example.approval;

import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface ApprovalWorkflow {
  @WorkflowMethod
  String run(String requestId);

  @SignalMethod
  void decide(boolean approved);
}

package com.example.lottery;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface DrawWorkflow {
  @WorkflowMethod
  String draw(int participants);
}

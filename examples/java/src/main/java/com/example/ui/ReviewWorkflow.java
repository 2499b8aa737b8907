package com.example.ui;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface ReviewWorkflow {
  @WorkflowMethod
  void request(String orderId);
}

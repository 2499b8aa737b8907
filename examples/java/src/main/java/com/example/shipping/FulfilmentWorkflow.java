package com.example.shipping;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface FulfilmentWorkflow {
  @WorkflowMethod
  String fulfil(String orderId);
}

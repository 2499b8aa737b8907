package com.example.shipping;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface ShipmentWorkflow {
  @WorkflowMethod
  String ship(String orderId, String warehouse);
}

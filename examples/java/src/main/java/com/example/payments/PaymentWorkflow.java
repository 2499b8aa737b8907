package com.example.payments;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface PaymentWorkflow {
  @WorkflowMethod
  String charge(String orderId, long cents);
}

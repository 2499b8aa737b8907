package com.example.orders;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface CheckoutWorkflow {
  @WorkflowMethod
  String checkout(String customerId, long amountCents);
}

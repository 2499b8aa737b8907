package com.example.orders;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface OrderWorkflow {

  @WorkflowMethod
  String placeOrder(String orderId, String sku, int quantity);
}

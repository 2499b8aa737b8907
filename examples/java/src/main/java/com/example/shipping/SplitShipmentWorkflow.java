package com.example.shipping;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.util.List;

@WorkflowInterface
public interface SplitShipmentWorkflow {
  @WorkflowMethod
  List<String> shipAll(String orderId, List<String> warehouses);
}

package com.example.cart;

import io.temporal.workflow.QueryMethod;
import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.UpdateMethod;
import io.temporal.workflow.UpdateValidatorMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.util.List;

@WorkflowInterface
public interface CartWorkflow {

  @WorkflowMethod
  List<String> run(String customerId);

  @UpdateMethod
  int addItem(String sku);

  @UpdateValidatorMethod(updateName = "addItem")
  void validateAddItem(String sku);

  @QueryMethod
  List<String> items();

  @SignalMethod
  void checkout();
}

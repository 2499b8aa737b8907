package com.example.billing;

import io.temporal.workflow.QueryMethod;
import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface SubscriptionWorkflow {
  @WorkflowMethod
  void run(SubscriptionState state);

  @SignalMethod
  void cancel();

  @QueryMethod
  int periodsBilled();
}

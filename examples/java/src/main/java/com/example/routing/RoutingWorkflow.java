package com.example.routing;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface RoutingWorkflow {
  @WorkflowMethod
  String route(String requestId);
}

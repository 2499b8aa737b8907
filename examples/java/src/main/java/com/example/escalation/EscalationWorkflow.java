package com.example.escalation;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface EscalationWorkflow {
  @WorkflowMethod
  String handle(String ticketId);
}

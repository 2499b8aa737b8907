package com.example.booking;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface BookingWorkflow {
  @WorkflowMethod
  String book(String tripId);
}

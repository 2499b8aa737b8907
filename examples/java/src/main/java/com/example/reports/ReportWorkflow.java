package com.example.reports;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface ReportWorkflow {
  @WorkflowMethod
  void generate(String reportName);
}

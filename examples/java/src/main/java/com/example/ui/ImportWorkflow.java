package com.example.ui;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.util.List;

@WorkflowInterface
public interface ImportWorkflow {
  @WorkflowMethod
  int importFiles(List<String> files);
}

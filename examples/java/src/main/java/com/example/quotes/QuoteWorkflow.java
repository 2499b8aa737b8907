package com.example.quotes;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.util.List;

@WorkflowInterface
public interface QuoteWorkflow {
  @WorkflowMethod
  String fastestQuote(List<String> providers);
}

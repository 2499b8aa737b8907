package com.example.approval;

import io.temporal.workflow.Workflow;
import java.time.Duration;

public class ApprovalWorkflowImpl implements ApprovalWorkflow {

  private Boolean decision;

  @Override
  public String run(String requestId) {
    // highlight-next-line
    boolean answered = Workflow.await(Duration.ofDays(3), () -> decision != null);
    if (!answered) {
      return "expired";
    }
    return decision ? "approved" : "rejected";
  }

  @Override
  public void decide(boolean approved) {
    this.decision = approved;
  }
}

package com.example.trial;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class TrialWorkflowImpl implements TrialWorkflow {

  private final TrialActivities activities =
      Workflow.newActivityStub(
          TrialActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public void run(String accountId) {
    // highlight-next-line
    Workflow.sleep(Duration.ofDays(12));
    activities.sendTrialReminder(accountId);
    Workflow.sleep(Duration.ofDays(2));
    activities.endTrial(accountId);
  }
}

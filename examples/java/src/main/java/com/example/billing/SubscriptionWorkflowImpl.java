package com.example.billing;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import io.temporal.workflow.WorkflowInfo;
import java.time.Duration;

public class SubscriptionWorkflowImpl implements SubscriptionWorkflow {

  private static final int HISTORY_EVENT_BUDGET = 10_000;

  private final BillingActivities billing =
      Workflow.newActivityStub(
          BillingActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build());

  private SubscriptionState state;

  @Override
  public void run(SubscriptionState initial) {
    this.state = initial;
    while (!state.cancelled) {
      billing.charge(state.customerId, state.periodsBilled + 1);
      state.periodsBilled++;

      Workflow.await(Duration.ofDays(30), () -> state.cancelled);

      WorkflowInfo info = Workflow.getInfo();
      // highlight-start
      if (info.isContinueAsNewSuggested() || info.getHistoryLength() > HISTORY_EVENT_BUDGET) {
        Workflow.await(Workflow::isEveryHandlerFinished);
        Workflow.continueAsNew(state);
      }
      // highlight-end
    }
    billing.sendFarewell(state.customerId);
  }

  @Override
  public void cancel() {
    state.cancelled = true;
  }

  @Override
  public int periodsBilled() {
    return state.periodsBilled;
  }
}

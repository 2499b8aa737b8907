package com.example.escalation;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Async;
import io.temporal.workflow.Promise;
import io.temporal.workflow.TimerOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class EscalationWorkflowImpl implements EscalationWorkflow {

  private final TicketActivities activities =
      Workflow.newActivityStub(
          TicketActivities.class,
          ActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofHours(4))
              .setHeartbeatTimeout(Duration.ofMinutes(1))
              .build());

  @Override
  public String handle(String ticketId) {
    Promise<String> resolution = Async.function(activities::waitForAgent, ticketId);
    // highlight-start
    Promise<Void> slaTimer =
        Workflow.newTimer(
            Duration.ofHours(1), TimerOptions.newBuilder().setSummary("SLA for first response").build());
    // highlight-end

    Promise.anyOf(resolution, slaTimer).get();
    if (resolution.isCompleted()) {
      return resolution.get();
    }
    activities.escalate(ticketId);
    return resolution.get(); // keep waiting for the agent after escalating
  }
}

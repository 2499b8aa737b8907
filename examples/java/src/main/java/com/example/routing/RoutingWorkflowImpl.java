package com.example.routing;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class RoutingWorkflowImpl implements RoutingWorkflow {

  private final RoutingActivities activities =
      Workflow.newActivityStub(
          RoutingActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public String route(String requestId) {
    // Read an environment flag once; replays see the recorded value even if the flag changes.
    // highlight-start
    String region =
        Workflow.sideEffect(
            String.class, () -> System.getenv().getOrDefault("PREFERRED_REGION", "us-east"));
    // highlight-end
    return activities.dispatch(requestId, region);
  }
}

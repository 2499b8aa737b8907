package docs.develop.java.schedules;

import io.temporal.client.WorkflowOptions;
import io.temporal.client.schedules.ScheduleClient;
import io.temporal.client.schedules.ScheduleClientOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.time.Duration;

/** Creating a ScheduleClient, and delaying a single Workflow start. */
public final class ScheduleSnippets {

  static ScheduleClient scheduleClient() {
    // region: schedule-client
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    ScheduleClient scheduleClient =
        ScheduleClient.newInstance(
            service, ScheduleClientOptions.newBuilder().setNamespace("default").build());
    // endregion: schedule-client
    return scheduleClient;
  }

  static WorkflowOptions delayedStart() {
    // region: start-delay
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("reminder-42")
            .setTaskQueue("my-task-queue")
            // highlight-next-line
            .setStartDelay(Duration.ofHours(12))
            .build();
    // endregion: start-delay
    return options;
  }

  private ScheduleSnippets() {}
}

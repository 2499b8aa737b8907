package docs.encyclopedia.workflows.schedule;

import io.temporal.client.WorkflowOptions;
import io.temporal.client.schedules.Schedule;
import io.temporal.client.schedules.ScheduleActionStartWorkflow;
import io.temporal.client.schedules.ScheduleClient;
import io.temporal.client.schedules.ScheduleOptions;
import io.temporal.client.schedules.ScheduleSpec;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.util.List;

/** Creating a Schedule that starts the nightly report. */
final class CreateNightlySchedule {

  static void create(WorkflowServiceStubs service) {
    // region: create-schedule
    ScheduleClient scheduleClient = ScheduleClient.newInstance(service);

    Schedule schedule =
        Schedule.newBuilder()
            .setAction(
                ScheduleActionStartWorkflow.newBuilder()
                    .setWorkflowType(NightlyReportWorkflow.class)
                    .setOptions(
                        WorkflowOptions.newBuilder()
                            .setWorkflowId("nightly-report")
                            .setTaskQueue("reports")
                            .build())
                    .build())
            .setSpec(ScheduleSpec.newBuilder().setCronExpressions(List.of("0 2 * * *")).build())
            .build();

    scheduleClient.createSchedule("nightly-report", schedule, ScheduleOptions.newBuilder().build());
    // endregion: create-schedule
  }

  private CreateNightlySchedule() {}
}

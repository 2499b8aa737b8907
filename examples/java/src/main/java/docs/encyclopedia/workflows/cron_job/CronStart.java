package docs.encyclopedia.workflows.cron_job;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;

/** Starting a Workflow with a cron schedule. */
final class CronStart {

  static void start(WorkflowClient client) {
    // region: cron
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("nightly-report")
            .setTaskQueue("reports")
            // highlight-next-line
            .setCronSchedule("0 2 * * *")
            .build();
    NightlyReportWorkflow report = client.newWorkflowStub(NightlyReportWorkflow.class, options);
    WorkflowClient.start(report::run);
    // endregion: cron
  }

  private CronStart() {}
}

package docs.encyclopedia.workflows.cron_job;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/workflows/cron-job.mdx. */
@WorkflowInterface
public interface NightlyReportWorkflow {
  @WorkflowMethod
  void run();
}

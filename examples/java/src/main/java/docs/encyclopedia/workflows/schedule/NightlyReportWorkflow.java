package docs.encyclopedia.workflows.schedule;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/workflows/schedule.mdx. */
@WorkflowInterface
public interface NightlyReportWorkflow {
  @WorkflowMethod
  void run();
}

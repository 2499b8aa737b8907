package docs.encyclopedia.workflow_execution.timers_delays;

import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for ReminderWorkflowImpl on docs/encyclopedia/workflow-execution/timers-delays.mdx. */
@WorkflowInterface
public interface ReminderWorkflow {
  @WorkflowMethod
  String run();

  @SignalMethod
  void confirm();
}

package docs.encyclopedia.workflow_execution.continue_as_new;

import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for CounterWorkflowImpl on docs/encyclopedia/workflow-execution/continue-as-new.mdx. */
@WorkflowInterface
public interface CounterWorkflow {
  @WorkflowMethod
  int run(int initial);

  @SignalMethod
  void increment(int delta);
}

package docs.encyclopedia.detecting_workflow_failures;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for ApproveLoanWorkflowImpl on docs/encyclopedia/detecting-workflow-failures.mdx. */
@WorkflowInterface
public interface ApproveLoanWorkflow {
  @WorkflowMethod
  void approve(int amount);
}

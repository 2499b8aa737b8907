package docs.encyclopedia.temporal;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/temporal.mdx (not shown there). */
@WorkflowInterface
public interface TransferWorkflow {
  @WorkflowMethod
  void transfer(Transfer t);
}

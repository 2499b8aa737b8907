package docs.encyclopedia.workers.workers;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/workers/workers.mdx (not shown there). */
@WorkflowInterface
public interface OrderWorkflow {
  @WorkflowMethod
  void process(String orderId);
}

package docs.encyclopedia.workers.worker_versioning;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for CustomerEntityWorkflowImpl on docs/encyclopedia/workers/worker-versioning.mdx. */
@WorkflowInterface
public interface CustomerEntityWorkflow {
  @WorkflowMethod
  void run(CustomerState state);

  /** The entity's state, carried across continue-as-new. */
  class CustomerState {
    public String customerId;
  }
}

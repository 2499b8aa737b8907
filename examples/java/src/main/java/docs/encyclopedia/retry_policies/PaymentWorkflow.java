package docs.encyclopedia.retry_policies;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/retry-policies.mdx (not shown there). */
@WorkflowInterface
public interface PaymentWorkflow {
  @WorkflowMethod
  void pay(String orderId);
}

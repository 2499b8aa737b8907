package docs.encyclopedia.detecting_application_failures;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/detecting-application-failures.mdx (not shown there). */
@WorkflowInterface
public interface CheckoutWorkflow {
  @WorkflowMethod
  String checkout(String orderId);
}

package docs.evaluate.development_production_features.core_application;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/evaluate/development-production-features/core-application.mdx (not shown there). */
@WorkflowInterface
public interface SubscriptionWorkflow {
  @WorkflowMethod
  void run(String customerId);
}

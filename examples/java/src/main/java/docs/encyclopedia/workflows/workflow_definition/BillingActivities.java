package docs.encyclopedia.workflows.workflow_definition;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/workflows/workflow-definition.mdx (not shown there). */
@ActivityInterface
public interface BillingActivities {
  void chargeFirstPeriod(String customerId, String plan);
}

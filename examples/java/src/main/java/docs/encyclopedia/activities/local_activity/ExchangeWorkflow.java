package docs.encyclopedia.activities.local_activity;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/activities/local-activity.mdx (not shown there). */
@WorkflowInterface
public interface ExchangeWorkflow {
  @WorkflowMethod
  double toUsd(double euros);
}

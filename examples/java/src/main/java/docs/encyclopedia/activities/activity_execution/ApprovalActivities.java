package docs.encyclopedia.activities.activity_execution;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/activities/activity-execution.mdx (not shown there). */
@ActivityInterface
public interface ApprovalActivities {
  boolean requestApproval(ApprovalRequest req);
}

package docs.encyclopedia.detecting_activity_failures;

import io.temporal.activity.ActivityInterface;

/** Context for CopyActivitiesImpl on docs/encyclopedia/detecting-activity-failures.mdx. */
@ActivityInterface
public interface CopyActivities {
  void copyRows(int total);
}

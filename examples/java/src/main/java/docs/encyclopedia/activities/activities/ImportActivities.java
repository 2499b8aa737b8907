package docs.encyclopedia.activities.activities;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/activities/activities.mdx (not shown there). */
@ActivityInterface
public interface ImportActivities {
  void importRows(String path);
}

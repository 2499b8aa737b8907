package docs.develop.java.asynchronous_activity_completion;

import io.temporal.activity.ActivityInterface;

/** Context for docs/develop/java/asynchronous-activity-completion.mdx (not shown there). */
@ActivityInterface
public interface PageFetchActivities {
  String fetch(String url);
}

package docs.encyclopedia.workers.workers;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/workers/workers.mdx (not shown there). */
@ActivityInterface
public interface OrderActivities {
  void charge(String orderId);
}

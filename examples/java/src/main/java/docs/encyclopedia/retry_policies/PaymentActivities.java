package docs.encyclopedia.retry_policies;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/retry-policies.mdx (not shown there). */
@ActivityInterface
public interface PaymentActivities {
  void chargeCard(String orderId);
}

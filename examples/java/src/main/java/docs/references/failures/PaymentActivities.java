package docs.references.failures;

import io.temporal.activity.ActivityInterface;

/** Context for PaymentActivitiesImpl on docs/references/failures.mdx. */
@ActivityInterface
public interface PaymentActivities {
  void chargeCard(String orderId);
}

package docs.evaluate.development_production_features.core_application;

import io.temporal.activity.ActivityInterface;

/** Context for docs/evaluate/development-production-features/core-application.mdx (not shown there). */
@ActivityInterface
public interface BillingActivities {
  void chargeSubscription(String customerId);

  void sendReminder(String customerId);
}

package docs.encyclopedia.detecting_application_failures;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/detecting-application-failures.mdx (not shown there). */
@ActivityInterface
public interface PaymentActivities {
  void chargeCard(String orderId);
}

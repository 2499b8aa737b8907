package docs.encyclopedia.workflows.workflows;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/workflows/workflows.mdx (not shown there). */
@ActivityInterface
public interface OrderActivities {
  String chargeCard(String orderId);

  void sendReceipt(String orderId, String chargeId);
}

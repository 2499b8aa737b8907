package docs.encyclopedia.activities.activity_definition;

// region: implementation
import io.temporal.activity.Activity;
import io.temporal.activity.ActivityInfo;

public class BillingActivitiesImpl implements BillingActivities {
  private final PaymentClient payments;
  private final ChargeRepository charges;

  public BillingActivitiesImpl(PaymentClient payments, ChargeRepository charges) {
    this.payments = payments;
    this.charges = charges;
  }

  @Override
  public String chargeCard(ChargeRequest request) {
    ActivityInfo info = Activity.getExecutionContext().getInfo();
    String key = info.getWorkflowId() + "-" + info.getActivityId();
    return payments.charge(request.getCustomerId(), request.getAmountCents(), key);
  }

  @Override
  public void recordCharge(String orderId, String chargeId) {
    charges.insertIfAbsent(orderId, chargeId);
  }
}
// endregion: implementation

package docs.encyclopedia.activities.activity_definition;

// region: interface
import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityMethod;

@ActivityInterface
public interface BillingActivities {
  @ActivityMethod
  String chargeCard(ChargeRequest request);

  @ActivityMethod(name = "RecordCharge")
  void recordCharge(String orderId, String chargeId);
}
// endregion: interface

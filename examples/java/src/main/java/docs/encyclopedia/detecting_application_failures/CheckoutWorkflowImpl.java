package docs.encyclopedia.detecting_application_failures;

// region: checkout
import io.temporal.activity.ActivityOptions;
import io.temporal.failure.ActivityFailure;
import io.temporal.failure.ApplicationFailure;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class CheckoutWorkflowImpl implements CheckoutWorkflow {
  private final PaymentActivities payments =
      Workflow.newActivityStub(
          PaymentActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build());

  @Override
  public String checkout(String orderId) {
    try {
      payments.chargeCard(orderId);
      return "charged";
    } catch (ActivityFailure e) {
      // highlight-next-line
      if (e.getCause() instanceof ApplicationFailure af && "CardDeclined".equals(af.getType())) {
        return "ask-for-another-card";
      }
      throw e;
    }
  }
}

// In the Activity implementation:
// throw ApplicationFailure.newNonRetryableFailure("card declined", "CardDeclined", orderId);
// endregion: checkout

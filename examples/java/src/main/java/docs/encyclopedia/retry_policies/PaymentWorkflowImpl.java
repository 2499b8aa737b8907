package docs.encyclopedia.retry_policies;

// region: retry-policy
import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class PaymentWorkflowImpl implements PaymentWorkflow {
  private final PaymentActivities activities =
      Workflow.newActivityStub(
          PaymentActivities.class,
          ActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofSeconds(30))
              // highlight-start
              .setRetryOptions(
                  RetryOptions.newBuilder()
                      .setInitialInterval(Duration.ofSeconds(2))
                      .setBackoffCoefficient(2.0)
                      .setMaximumInterval(Duration.ofMinutes(1))
                      .setMaximumAttempts(10)
                      .setDoNotRetry("com.example.CardDeclinedException")
                      .build())
              // highlight-end
              .build());

  @Override
  public void pay(String orderId) {
    activities.chargeCard(orderId);
  }
}
// endregion: retry-policy

package docs.encyclopedia.activities.activities;

import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.failure.ApplicationFailure;
import java.time.Duration;

/** A non-retryable failure raised by an Activity, and the Workflow-side way to stop retries by type. */
public class CardRetrySnippets {

  /** The payment provider's answer, as the Activity sees it. */
  public interface PaymentResponse {
    String getStatus();
  }

  ActivityOptions example(PaymentResponse resp) {
    // region: non-retryable
    // Inside the Activity
    if ("declined".equals(resp.getStatus())) {
      throw ApplicationFailure.newNonRetryableFailure("card declined", "CardDeclined");
    }

    // Or in the Workflow, by type name
    ActivityOptions options =
        ActivityOptions.newBuilder()
            .setStartToCloseTimeout(Duration.ofSeconds(30))
            .setRetryOptions(
                RetryOptions.newBuilder()
                    .setInitialInterval(Duration.ofSeconds(1))
                    .setBackoffCoefficient(2.0)
                    .setMaximumInterval(Duration.ofMinutes(1))
                    .setMaximumAttempts(10)
                    .setDoNotRetry("CardDeclined")
                    .build())
            .build();
    // endregion: non-retryable
    return options;
  }
}

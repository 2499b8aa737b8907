package docs.references.failures;

// region: non-retryable
import io.temporal.failure.ApplicationFailure;

public class PaymentActivitiesImpl implements PaymentActivities {
    @Override
    public void chargeCard(String orderId) {
        // ...
        throw ApplicationFailure.newNonRetryableFailure("card declined", "CardDeclined", orderId);
    }
}
// endregion: non-retryable

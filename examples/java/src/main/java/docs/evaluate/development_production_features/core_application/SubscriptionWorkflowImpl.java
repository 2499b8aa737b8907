package docs.evaluate.development_production_features.core_application;

import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

// region: subscription
public class SubscriptionWorkflowImpl implements SubscriptionWorkflow {
    private final BillingActivities billing = Workflow.newActivityStub(
            BillingActivities.class,
            ActivityOptions.newBuilder()
                    .setStartToCloseTimeout(Duration.ofMinutes(1))
                    .setRetryOptions(RetryOptions.newBuilder().setMaximumAttempts(5).build())
                    .build());

    @Override
    public void run(String customerId) {
        for (int month = 0; month < 12; month++) {
            billing.chargeSubscription(customerId);
            // highlight-next-line
            Workflow.sleep(Duration.ofDays(30));
            billing.sendReminder(customerId);
        }
    }
}
// endregion: subscription

package docs.encyclopedia.activities.local_activity;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.LocalActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** A Workflow that looks up an exchange rate with a Local Activity. */
public class ExchangeWorkflowImpl implements ExchangeWorkflow {

  @ActivityInterface
  public interface RateActivities {
    double lookupExchangeRate(String from, String to);
  }

  // region: local-stub
  private final RateActivities rates =
      Workflow.newLocalActivityStub(
          RateActivities.class,
          LocalActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofSeconds(5))
              .build());
  // endregion: local-stub

  @Override
  public double toUsd(double euros) {
    // region: local-call
    // In the Workflow method:
    double rate = rates.lookupExchangeRate("EUR", "USD");
    // endregion: local-call
    return euros * rate;
  }
}

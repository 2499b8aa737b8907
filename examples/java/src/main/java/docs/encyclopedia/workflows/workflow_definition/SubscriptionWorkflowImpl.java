package docs.encyclopedia.workflows.workflow_definition;

// region: implementation
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class SubscriptionWorkflowImpl implements SubscriptionWorkflow {
  private final BillingActivities billing =
      Workflow.newActivityStub(
          BillingActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build());

  @Override
  public Result run(Input input) {
    Workflow.sleep(Duration.ofDays(input.getTrialDays()));
    billing.chargeFirstPeriod(input.getCustomerId(), input.getPlan());
    return new Result(true);
  }
}
// endregion: implementation

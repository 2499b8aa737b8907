package docs.encyclopedia.workflows.workflows;

// region: implementation
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class OrderWorkflowImpl implements OrderWorkflow {
  private final OrderActivities activities =
      Workflow.newActivityStub(
          OrderActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public String processOrder(String orderId) {
    String chargeId = activities.chargeCard(orderId);
    activities.sendReceipt(orderId, chargeId);
    return chargeId;
  }
}
// endregion: implementation

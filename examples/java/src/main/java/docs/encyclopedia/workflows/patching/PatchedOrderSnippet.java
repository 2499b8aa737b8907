package docs.encyclopedia.workflows.patching;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** Workflow code patched to add a fraud screen before charging. */
public class PatchedOrderSnippet {

  @ActivityInterface
  public interface OrderActivities {
    void screenOrder(String orderId);

    String chargeCard(String orderId);
  }

  private final OrderActivities activities =
      Workflow.newActivityStub(
          OrderActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  public String process(String orderId) {
    // region: get-version
    int v = Workflow.getVersion("add-fraud-screen", Workflow.DEFAULT_VERSION, 1);
    if (v == 1) {
      // highlight-next-line
      activities.screenOrder(orderId);
    }
    String chargeId = activities.chargeCard(orderId);
    // endregion: get-version
    return chargeId;
  }
}

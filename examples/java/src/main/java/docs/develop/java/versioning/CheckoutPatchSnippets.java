package docs.develop.java.versioning;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** Later stages of the add-fraud-check patch, once CheckoutActivities has gained fraudCheckV2. */
public class CheckoutPatchSnippets {

  @ActivityInterface
  public interface CheckoutActivities {
    void fraudCheck(String orderId);

    void fraudCheckV2(String orderId);

    void charge(String orderId);

    String ship(String orderId);
  }

  private final CheckoutActivities activities =
      Workflow.newActivityStub(
          CheckoutActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  public void secondVersion(String orderId) {
    // region: version-2
    int version = Workflow.getVersion("add-fraud-check", Workflow.DEFAULT_VERSION, 2);
    if (version == 1) {
      activities.fraudCheck(orderId);
    } else if (version >= 2) {
      activities.fraudCheckV2(orderId);
    }
    // endregion: version-2
  }

  public void retiredBranches(String orderId) {
    // region: retire-old-branches
    Workflow.getVersion("add-fraud-check", 2, 2);
    activities.fraudCheckV2(orderId);
    // endregion: retire-old-branches
  }
}

package docs.encyclopedia.event_history.event_history_java;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/**
 * The Workflow of the page's worked example: it charges a card and ships, and a later release adds
 * a confirmation email between the two, guarded by getVersion.
 */
public class OrderWorkflowImpl implements OrderWorkflow {

  @ActivityInterface
  public interface PaymentActivities {
    void charge(String orderId);
  }

  @ActivityInterface
  public interface NotificationActivities {
    void sendConfirmation(String orderId);
  }

  @ActivityInterface
  public interface ShippingActivities {
    void ship(String orderId);
  }

  private static final ActivityOptions OPTIONS =
      ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build();

  private final PaymentActivities payments = Workflow.newActivityStub(PaymentActivities.class, OPTIONS);
  private final NotificationActivities notifications =
      Workflow.newActivityStub(NotificationActivities.class, OPTIONS);
  private final ShippingActivities shipping = Workflow.newActivityStub(ShippingActivities.class, OPTIONS);

  @Override
  public void process(String orderId) {
    payments.charge(orderId);
    // region: safe-change
    int version = Workflow.getVersion("send-confirmation", Workflow.DEFAULT_VERSION, 1);
    if (version == 1) {
      notifications.sendConfirmation(orderId);
    }
    shipping.ship(orderId);
    // endregion: safe-change
  }
}

package live;

import com.example.orders.InventoryActivities;
import com.example.orders.OrderWorkflow;
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/**
 * com.example.orders.OrderWorkflowImpl changed incompatibly: it sends the confirmation before it
 * reserves stock, so its first command differs from a recorded history's.
 */
public class ChangedOrderWorkflowImpl implements OrderWorkflow {

  private final InventoryActivities activities =
      Workflow.newActivityStub(
          InventoryActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public String placeOrder(String orderId, String sku, int quantity) {
    activities.sendConfirmation(orderId, "pending");
    return activities.reserveStock(sku, quantity);
  }
}

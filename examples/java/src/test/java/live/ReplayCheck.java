package live;

import com.example.orders.OrderReplayTest;
import io.temporal.testing.WorkflowReplayer;
import java.io.File;
import java.lang.reflect.Method;

/**
 * Runs the testing page's replay test (com.example.orders.OrderReplayTest) as JUnit would, in the
 * current directory (which holds src/test/resources/order-1001.json), then replays the same
 * history against ChangedOrderWorkflowImpl, which must fail. Exits 0 when both behave.
 */
public class ReplayCheck {

  public static void main(String[] args) throws Exception {
    Method test = OrderReplayTest.class.getDeclaredMethod("replaysProductionHistory");
    test.setAccessible(true);
    test.invoke(OrderReplayTest.class.getDeclaredConstructor().newInstance());
    System.out.println("OrderReplayTest.replaysProductionHistory passed");

    try {
      WorkflowReplayer.replayWorkflowExecution(
          new File("src/test/resources/order-1001.json"), ChangedOrderWorkflowImpl.class);
    } catch (Exception e) {
      System.out.println("changed Workflow rejected: " + e);
      return;
    }
    System.out.println("the changed Workflow replayed without an error");
    System.exit(1);
  }
}

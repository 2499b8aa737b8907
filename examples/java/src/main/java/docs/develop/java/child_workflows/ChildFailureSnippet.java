package docs.develop.java.child_workflows;

import com.example.shipping.ShipmentWorkflow;
import io.temporal.failure.ApplicationFailure;
import io.temporal.failure.ChildWorkflowFailure;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.Workflow;

/** A parent Workflow method that falls back to another warehouse when a child fails. */
public class ChildFailureSnippet {

  public String ship(String orderId) {
    ShipmentWorkflow shipment =
        Workflow.newChildWorkflowStub(
            ShipmentWorkflow.class,
            ChildWorkflowOptions.newBuilder().setWorkflowId("shipment-" + orderId).build());
    ShipmentWorkflow shipment2 =
        Workflow.newChildWorkflowStub(
            ShipmentWorkflow.class,
            ChildWorkflowOptions.newBuilder().setWorkflowId("shipment-" + orderId + "-west").build());
    // region: child-failure
    try {
      return shipment.ship(orderId, "east");
    } catch (ChildWorkflowFailure e) {
      if (e.getCause() instanceof ApplicationFailure
          && "NoStock".equals(((ApplicationFailure) e.getCause()).getType())) {
        return shipment2.ship(orderId, "west"); // a fresh stub for the retry
      }
      throw e;
    }
    // endregion: child-failure
  }
}

package docs.encyclopedia.messages.sending_messages;

import io.temporal.api.enums.v1.WorkflowIdConflictPolicy;
import io.temporal.client.UpdateOptions;
import io.temporal.client.WithStartWorkflowOperation;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.client.WorkflowUpdateStage;

/** Client code that sends a Signal, a Query, an Update and an Update-With-Start. */
final class SendingSnippets {

  static void signal(WorkflowClient client) {
    // region: signal
    OrderWorkflow order = client.newWorkflowStub(OrderWorkflow.class, "order-1042");
    order.approve(new Approval("alice")); // a method annotated with @SignalMethod
    // endregion: signal
  }

  static String query(WorkflowClient client) {
    // region: query
    OrderWorkflow order = client.newWorkflowStub(OrderWorkflow.class, "order-1042");
    String status = order.getStatus(); // a method annotated with @QueryMethod
    // endregion: query
    return status;
  }

  static int update(WorkflowClient client) {
    // region: update
    CartWorkflow cart = client.newWorkflowStub(CartWorkflow.class, "cart-7");
    int total = cart.addItem(new Item("sku-42", 2)); // a method annotated with @UpdateMethod
    // endregion: update
    return total;
  }

  static int updateWithStart(WorkflowClient client, Item item) {
    // region: update-with-start
    CartWorkflow cart =
        client.newWorkflowStub(
            CartWorkflow.class,
            WorkflowOptions.newBuilder()
                .setWorkflowId("cart-7")
                .setTaskQueue("carts")
                .setWorkflowIdConflictPolicy(WorkflowIdConflictPolicy.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING)
                .build());

    int total =
        WorkflowClient.executeUpdateWithStart(
            cart::addItem,
            item,
            UpdateOptions.<Integer>newBuilder().setWaitForStage(WorkflowUpdateStage.COMPLETED).build(),
            new WithStartWorkflowOperation<>(cart::run));
    // endregion: update-with-start
    return total;
  }

  private SendingSnippets() {}
}

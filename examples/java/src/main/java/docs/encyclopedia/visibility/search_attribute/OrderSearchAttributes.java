package docs.encyclopedia.visibility.search_attribute;

// region: search-attributes
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.common.SearchAttributeKey;
import io.temporal.common.SearchAttributes;
import io.temporal.workflow.Workflow;

public final class OrderSearchAttributes {
  public static final SearchAttributeKey<String> CUSTOMER_ID =
      SearchAttributeKey.forKeyword("CustomerId");
  public static final SearchAttributeKey<Double> ORDER_TOTAL =
      SearchAttributeKey.forDouble("OrderTotal");

  // Client side: set a value at start.
  static OrderWorkflow newStub(WorkflowClient client) {
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("order-A-1001")
            .setTaskQueue("my-task-queue")
            // highlight-next-line
            .setTypedSearchAttributes(SearchAttributes.newBuilder().set(CUSTOMER_ID, "c-42").build())
            .build();
    return client.newWorkflowStub(OrderWorkflow.class, options);
  }

  // Inside Workflow code: upsert a value.
  static void recordTotal(double total) {
    // highlight-next-line
    Workflow.upsertTypedSearchAttributes(ORDER_TOTAL.valueSet(total));
  }
}
// endregion: search-attributes

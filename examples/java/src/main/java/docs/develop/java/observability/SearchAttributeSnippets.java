package docs.develop.java.observability;

import com.example.observability.SearchAttributeKeys;
import io.temporal.client.WorkflowOptions;
import io.temporal.common.SearchAttributes;
import io.temporal.workflow.Workflow;

/** Setting Search Attributes at start (client side) and upserting them (Workflow side). */
public final class SearchAttributeSnippets {

  static WorkflowOptions startOptions() {
    // region: set-at-start
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("order-1001")
            .setTaskQueue("my-task-queue")
            // highlight-next-line
            .setTypedSearchAttributes(
                SearchAttributes.newBuilder().set(SearchAttributeKeys.CUSTOMER_ID, "alice").build())
            .build();
    // endregion: set-at-start
    return options;
  }

  static void markShipped() {
    // region: upsert
    Workflow.upsertTypedSearchAttributes(SearchAttributeKeys.ORDER_STATUS.valueSet("shipped"));
    // endregion: upsert
  }

  private SearchAttributeSnippets() {}
}

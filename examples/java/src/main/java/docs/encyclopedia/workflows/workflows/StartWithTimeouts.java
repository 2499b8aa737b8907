package docs.encyclopedia.workflows.workflows;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import java.time.Duration;

/** Starting OrderWorkflow with all three Workflow timeouts set. */
final class StartWithTimeouts {

  static void start(WorkflowClient client) {
    // region: timeouts
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("order-1042")
            .setTaskQueue("my-task-queue")
            .setWorkflowExecutionTimeout(Duration.ofHours(24))
            .setWorkflowRunTimeout(Duration.ofHours(1))
            .setWorkflowTaskTimeout(Duration.ofSeconds(10))
            .build();
    OrderWorkflow workflow = client.newWorkflowStub(OrderWorkflow.class, options);
    WorkflowClient.start(workflow::processOrder, "order-1042");
    // endregion: timeouts
  }

  private StartWithTimeouts() {}
}

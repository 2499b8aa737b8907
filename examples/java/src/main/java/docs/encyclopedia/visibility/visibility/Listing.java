package docs.encyclopedia.visibility.visibility;

// region: listing
import io.temporal.client.WorkflowClient;

public final class Listing {
  static void listRunningOrders(WorkflowClient client) {
    String query = "WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Running'";
    client
        .listExecutions(query)
        .forEach(e -> System.out.println(e.getExecution().getWorkflowId() + " " + e.getStatus()));
    System.out.println("running orders: " + client.countWorkflows(query).getCount());
  }
}
// endregion: listing

package docs.encyclopedia.event_history.event_history_java;

// region: fetch-history
import io.temporal.client.WorkflowClient;
import io.temporal.common.WorkflowExecutionHistory;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.nio.file.Files;
import java.nio.file.Path;

public class FetchHistory {
  public static void main(String[] args) throws Exception {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkflowClient client = WorkflowClient.newInstance(service);
    // highlight-next-line
    WorkflowExecutionHistory history = client.fetchHistory("my-workflow-id");
    Files.writeString(Path.of("history.json"), history.toJson(true));
    service.shutdown();
  }
}
// endregion: fetch-history

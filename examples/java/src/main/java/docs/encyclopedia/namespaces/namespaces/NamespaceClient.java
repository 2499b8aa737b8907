package docs.encyclopedia.namespaces.namespaces;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

/** A client bound to one Namespace. */
final class NamespaceClient {

  static WorkflowClient create() {
    // region: namespace-client
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkflowClient client =
        WorkflowClient.newInstance(
            service,
            // highlight-next-line
            WorkflowClientOptions.newBuilder().setNamespace("my-namespace").build());
    // endregion: namespace-client
    return client;
  }

  private NamespaceClient() {}
}

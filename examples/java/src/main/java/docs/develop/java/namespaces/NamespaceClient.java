package docs.develop.java.namespaces;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

/** A client bound to one Namespace. */
public final class NamespaceClient {

  static WorkflowClient create(WorkflowServiceStubs service) {
    // region: client-namespace
    WorkflowClient client =
        WorkflowClient.newInstance(
            service, WorkflowClientOptions.newBuilder().setNamespace("my-namespace").build());
    // endregion: client-namespace
    return client;
  }

  private NamespaceClient() {}
}

package docs.develop.java.cancellation;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowStub;

/** Requesting cancellation of a running Workflow Execution from a client. */
public final class CancelFromClient {

  static void cancel(WorkflowClient client) {
    // region: cancel
    WorkflowStub stub = client.newUntypedWorkflowStub("order-1001");
    stub.cancel();
    // endregion: cancel
  }

  private CancelFromClient() {}
}

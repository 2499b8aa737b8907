package docs.encyclopedia.workflows.parent_close_policy;

import io.temporal.api.enums.v1.ParentClosePolicy;
import io.temporal.workflow.ChildWorkflowOptions;

/** Options for a child that should be asked to cancel when its parent closes. */
final class CleanupChildOptions {

  static ChildWorkflowOptions forOrder(String orderId) {
    // region: request-cancel
    ChildWorkflowOptions options =
        ChildWorkflowOptions.newBuilder()
            .setWorkflowId("cleanup-" + orderId)
            // highlight-next-line
            .setParentClosePolicy(ParentClosePolicy.PARENT_CLOSE_POLICY_REQUEST_CANCEL)
            .build();
    // endregion: request-cancel
    return options;
  }

  private CleanupChildOptions() {}
}

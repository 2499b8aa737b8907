package docs.encyclopedia.activities.activity_execution;

import io.temporal.client.ActivityCompletionClient;
import io.temporal.client.WorkflowClient;

/** The webhook that receives the approver's decision and completes the Activity. */
public class ApprovalWebhook {

  private final WorkflowClient workflowClient;

  public ApprovalWebhook(WorkflowClient workflowClient) {
    this.workflowClient = workflowClient;
  }

  public void onApproved(byte[] taskToken) {
    // region: complete-from-webhook
    // Later, in the webhook handler:
    ActivityCompletionClient completions = workflowClient.newActivityCompletionClient();
    completions.complete(taskToken, true);
    // endregion: complete-from-webhook
  }
}

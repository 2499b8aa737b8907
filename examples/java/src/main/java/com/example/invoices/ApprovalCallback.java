package com.example.invoices;

import io.temporal.client.ActivityCompletionClient;
import io.temporal.client.ActivityNotExistsException;
import io.temporal.client.WorkflowClient;
import io.temporal.failure.ApplicationFailure;
import java.util.Base64;

public class ApprovalCallback {

  private final ActivityCompletionClient completions;

  public ApprovalCallback(WorkflowClient client) {
    // highlight-next-line
    this.completions = client.newActivityCompletionClient();
  }

  public void approved(String encodedToken, String approver) {
    completions.complete(Base64.getDecoder().decode(encodedToken), "approved by " + approver);
  }

  public void rejected(String encodedToken, String reason) {
    completions.completeExceptionally(
        Base64.getDecoder().decode(encodedToken),
        ApplicationFailure.newNonRetryableFailure(reason, "InvoiceRejected"));
  }

  public void stillWaiting(String encodedToken) {
    try {
      completions.heartbeat(Base64.getDecoder().decode(encodedToken), "reminder sent");
    } catch (ActivityNotExistsException e) {
      // The Activity timed out, was cancelled, or the Workflow has closed.
    }
  }
}

package docs.develop.java.asynchronous_activity_completion;

import com.example.invoices.ApprovalActivities;
import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** The Workflow side of the approval Activity that an approver completes from outside. */
public class ApprovalStub {

  public String approve(String invoiceId, long amountCents) {
    // region: approval-timeouts
    ApprovalActivities approvals =
        Workflow.newActivityStub(
            ApprovalActivities.class,
            ActivityOptions.newBuilder()
                .setStartToCloseTimeout(Duration.ofDays(7)) // approvers have a week
                .setHeartbeatTimeout(Duration.ofDays(1))    // the inbox heartbeats daily
                .setRetryOptions(RetryOptions.newBuilder().setMaximumAttempts(1).build())
                .build());
    // endregion: approval-timeouts
    return approvals.requestApproval(invoiceId, amountCents);
  }
}

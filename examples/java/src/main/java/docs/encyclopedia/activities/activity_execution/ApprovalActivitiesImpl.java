package docs.encyclopedia.activities.activity_execution;

import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;

/** An Activity that hands its task token to an approval system and completes later. */
public class ApprovalActivitiesImpl implements ApprovalActivities {

  /** The system that shows the request to an approver and later calls the webhook. */
  public interface ApprovalSystem {
    void send(ApprovalRequest req, byte[] taskToken);
  }

  private final ApprovalSystem approvals;

  public ApprovalActivitiesImpl(ApprovalSystem approvals) {
    this.approvals = approvals;
  }

  // region: complete-async
  @Override
  public boolean requestApproval(ApprovalRequest req) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();
    approvals.send(req, ctx.getTaskToken());
    // highlight-next-line
    ctx.doNotCompleteOnReturn(); // the return value below is ignored
    return false;
  }
  // endregion: complete-async
}

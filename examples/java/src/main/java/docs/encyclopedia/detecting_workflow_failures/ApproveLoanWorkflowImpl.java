package docs.encyclopedia.detecting_workflow_failures;

// region: approve-loan
import io.temporal.failure.ApplicationFailure;

public class ApproveLoanWorkflowImpl implements ApproveLoanWorkflow {
  @Override
  public void approve(int amount) {
    if (amount <= 0) {
      // highlight-next-line
      throw ApplicationFailure.newNonRetryableFailure("amount must be positive", "InvalidAmount");
    }
  }
}
// endregion: approve-loan

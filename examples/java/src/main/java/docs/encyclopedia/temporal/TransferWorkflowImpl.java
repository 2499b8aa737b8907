package docs.encyclopedia.temporal;

import io.temporal.activity.ActivityOptions;
import io.temporal.failure.ActivityFailure;
import io.temporal.workflow.Workflow;
import java.time.Duration;

// region: transfer
public class TransferWorkflowImpl implements TransferWorkflow {
  private final BankActivities bank =
      Workflow.newActivityStub(
          BankActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build());

  @Override
  public void transfer(Transfer t) {
    bank.withdraw(t.getFrom(), t.getAmount());
    try {
      bank.deposit(t.getTo(), t.getAmount());
    } catch (ActivityFailure e) {
      bank.refund(t.getFrom(), t.getAmount());
      throw e;
    }
  }
}
// endregion: transfer

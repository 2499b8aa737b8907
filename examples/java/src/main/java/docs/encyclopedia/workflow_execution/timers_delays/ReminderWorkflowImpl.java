package docs.encyclopedia.workflow_execution.timers_delays;

// region: reminder
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class ReminderWorkflowImpl implements ReminderWorkflow {
  private boolean confirmed;

  @Override
  public String run() {
    // highlight-next-line
    Workflow.sleep(Duration.ofHours(24));
    // highlight-next-line
    boolean ok = Workflow.await(Duration.ofDays(7), () -> confirmed);
    return ok ? "confirmed" : "expired";
  }

  @Override
  public void confirm() {
    confirmed = true;
  }
}
// endregion: reminder

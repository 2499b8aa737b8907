package docs.encyclopedia.workflow_execution.continue_as_new;

// region: counter
import io.temporal.workflow.Workflow;

public class CounterWorkflowImpl implements CounterWorkflow {
  private int count;
  private int unapplied;

  @Override
  public int run(int initial) {
    count = initial;
    while (true) {
      Workflow.await(() -> unapplied > 0);
      count += unapplied;
      unapplied = 0;
      if (Workflow.getInfo().isContinueAsNewSuggested()) {
        Workflow.await(Workflow::isEveryHandlerFinished);
        // highlight-next-line
        Workflow.continueAsNew(count + unapplied);
      }
    }
  }

  @Override
  public void increment(int delta) {
    unapplied += delta;
  }
}
// endregion: counter

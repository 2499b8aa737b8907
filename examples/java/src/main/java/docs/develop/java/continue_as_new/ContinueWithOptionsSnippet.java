package docs.develop.java.continue_as_new;

import com.example.billing.SubscriptionState;
import com.example.billing.SubscriptionWorkflow;
import io.temporal.workflow.ContinueAsNewOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** The end of a SubscriptionWorkflow run that continues on another Task Queue. */
public class ContinueWithOptionsSnippet {

  private SubscriptionState state;

  public void moveToNewQueue() {
    // region: continue-with-options
    SubscriptionWorkflow next =
        Workflow.newContinueAsNewStub(
            SubscriptionWorkflow.class,
            ContinueAsNewOptions.newBuilder()
                .setTaskQueue("billing-v2")
                .setWorkflowRunTimeout(Duration.ofDays(400))
                .build());
    // highlight-next-line
    next.run(state); // never returns
    // endregion: continue-with-options
  }
}

package docs.encyclopedia.workflows.workflow_definition;

// region: interface
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface SubscriptionWorkflow {
  @WorkflowMethod(name = "Subscription")
  Result run(Input input);
}
// endregion: interface

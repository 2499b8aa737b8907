package docs.encyclopedia.workflows.workflows;

// region: interface
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

@WorkflowInterface
public interface OrderWorkflow {
  @WorkflowMethod
  String processOrder(String orderId);
}
// endregion: interface

package docs.encyclopedia.event_history.event_history_java;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/event-history/event-history-java.mdx. */
@WorkflowInterface
public interface OrderWorkflow {
  @WorkflowMethod
  void process(String orderId);
}

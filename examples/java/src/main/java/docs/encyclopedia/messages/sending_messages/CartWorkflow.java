package docs.encyclopedia.messages.sending_messages;

import io.temporal.workflow.UpdateMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/messages/sending-messages.mdx (not shown there). */
@WorkflowInterface
public interface CartWorkflow {
  @WorkflowMethod
  void run();

  @UpdateMethod
  int addItem(Item item);
}

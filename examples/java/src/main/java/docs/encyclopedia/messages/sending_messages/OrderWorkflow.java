package docs.encyclopedia.messages.sending_messages;

import io.temporal.workflow.QueryMethod;
import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/messages/sending-messages.mdx (not shown there). */
@WorkflowInterface
public interface OrderWorkflow {
  @WorkflowMethod
  void run(String orderId);

  @SignalMethod
  void approve(Approval approval);

  @QueryMethod
  String getStatus();
}

package docs.encyclopedia.messages.handling_messages;

import io.temporal.workflow.QueryMethod;
import io.temporal.workflow.SignalMethod;
import io.temporal.workflow.UpdateMethod;
import io.temporal.workflow.UpdateValidatorMethod;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.util.List;

// region: cart-interface
@WorkflowInterface
public interface CartWorkflow {
  @WorkflowMethod
  void run();

  @SignalMethod
  void clear();

  @SignalMethod
  void checkout();

  @QueryMethod
  List<Item> items();

  @UpdateMethod
  int addItem(Item item);

  // highlight-next-line
  @UpdateValidatorMethod(updateName = "addItem")
  void validateAddItem(Item item);
}
// endregion: cart-interface

package docs.encyclopedia.messages.handling_messages;

import io.temporal.workflow.Workflow;
import java.util.ArrayList;
import java.util.List;

// region: cart-implementation
public class CartWorkflowImpl implements CartWorkflow {
  private final List<Item> items = new ArrayList<>();
  private boolean checkedOut;

  @Override
  public void run() {
    Workflow.await(() -> checkedOut);
    Workflow.await(Workflow::isEveryHandlerFinished);
  }

  @Override public void clear() { items.clear(); }
  @Override public void checkout() { checkedOut = true; }
  @Override public List<Item> items() { return items; }

  @Override
  public int addItem(Item item) {
    items.add(item);
    return items.size();
  }

  @Override
  public void validateAddItem(Item item) {
    if (item.getQty() <= 0) {
      throw new IllegalArgumentException("quantity must be positive");
    }
  }
}
// endregion: cart-implementation

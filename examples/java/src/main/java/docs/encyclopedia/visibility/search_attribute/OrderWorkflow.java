package docs.encyclopedia.visibility.search_attribute;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for OrderSearchAttributes on docs/encyclopedia/visibility/search-attribute.mdx. */
@WorkflowInterface
public interface OrderWorkflow {
  @WorkflowMethod
  void process(String orderId);
}

package docs.encyclopedia.workers.task_routing;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for docs/encyclopedia/workers/task-routing.mdx (not shown there). */
@WorkflowInterface
public interface FileWorkflow {
  @WorkflowMethod
  void process(String url);
}

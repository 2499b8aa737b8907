package docs.develop.java.child_workflows;

import com.example.shipping.ShipmentWorkflow;
import io.temporal.api.common.v1.WorkflowExecution;
import io.temporal.api.enums.v1.ParentClosePolicy;
import io.temporal.workflow.Async;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.Workflow;

/** A parent Workflow method that starts an abandoned child and returns once it has started. */
public class ReturnsHandOffSnippet {

  public String handOff(String orderId) {
    // region: wait-for-start
    ShipmentWorkflow child =
        Workflow.newChildWorkflowStub(
            ShipmentWorkflow.class,
            ChildWorkflowOptions.newBuilder()
                .setWorkflowId("returns-" + orderId)
                .setParentClosePolicy(ParentClosePolicy.PARENT_CLOSE_POLICY_ABANDON)
                .build());
    Async.function(child::ship, orderId, "returns-centre");
    // highlight-next-line
    WorkflowExecution started = Workflow.getWorkflowExecution(child).get();
    Workflow.getLogger(getClass()).info("Child started with run {}", started.getRunId());
    return "handed off";
    // endregion: wait-for-start
  }
}

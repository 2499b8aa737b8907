package docs.encyclopedia.workflows.child_workflows;

import io.temporal.api.common.v1.WorkflowExecution;
import io.temporal.workflow.Async;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.Promise;
import io.temporal.workflow.Workflow;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** A parent Workflow method that starts an invoicing child and waits for it. */
public class InvoiceSnippet {

  @WorkflowInterface
  public interface InvoiceWorkflow {
    @WorkflowMethod
    String create(String orderId);
  }

  public String invoice(String orderId) {
    // region: child
    InvoiceWorkflow invoice =
        Workflow.newChildWorkflowStub(
            InvoiceWorkflow.class,
            ChildWorkflowOptions.newBuilder()
                .setWorkflowId("invoice-" + orderId)
                .setTaskQueue("invoicing")
                .build());

    Promise<String> result = Async.function(invoice::create, orderId);
    WorkflowExecution child = Workflow.getWorkflowExecution(invoice).get(); // started
    // highlight-next-line
    String invoiceId = result.get(); // completed
    // endregion: child
    return invoiceId + " " + child.getRunId();
  }
}

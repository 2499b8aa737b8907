package docs.encyclopedia.workflow_execution.workflowid_runid;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for Starter on docs/encyclopedia/workflow-execution/workflowid-runid.mdx. */
@WorkflowInterface
public interface ChargeInvoiceWorkflow {
  @WorkflowMethod
  void charge(String invoiceId);
}

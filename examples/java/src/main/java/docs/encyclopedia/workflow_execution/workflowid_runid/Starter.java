package docs.encyclopedia.workflow_execution.workflowid_runid;

// region: id-policies
import io.temporal.api.enums.v1.WorkflowIdConflictPolicy;
import io.temporal.api.enums.v1.WorkflowIdReusePolicy;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class Starter {
  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());
    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("invoice-2024-0042")
            .setTaskQueue("my-task-queue")
            // highlight-start
            .setWorkflowIdReusePolicy(WorkflowIdReusePolicy.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE)
            .setWorkflowIdConflictPolicy(
                WorkflowIdConflictPolicy.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING)
            // highlight-end
            .build();
    ChargeInvoiceWorkflow wf = client.newWorkflowStub(ChargeInvoiceWorkflow.class, options);
    WorkflowClient.start(wf::charge, "2024-0042");
  }
}
// endregion: id-policies

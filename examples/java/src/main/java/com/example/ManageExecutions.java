package com.example;

import io.temporal.api.enums.v1.WorkflowExecutionStatus;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowExecutionMetadata;
import io.temporal.client.WorkflowStub;
import java.util.stream.Stream;

public class ManageExecutions {

  public static void main(String[] args) {
    WorkflowClient client = ClientFactory.local();
    WorkflowStub stub = client.newUntypedWorkflowStub("order-2001");

    stub.cancel(); // request graceful cancellation; the Workflow can clean up
    // stub.terminate("bad deploy"); // stop immediately; no Workflow code runs

    // List executions with a Visibility query.
    try (Stream<WorkflowExecutionMetadata> running =
        client.listExecutions("WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Running'")) {
      running.forEach(
          m -> System.out.println(m.getExecution().getWorkflowId() + " " + m.getStatus()));
    }

    boolean completed =
        client.listExecutions("WorkflowId = 'order-2001'")
            .anyMatch(m -> m.getStatus() == WorkflowExecutionStatus.WORKFLOW_EXECUTION_STATUS_COMPLETED);
    System.out.println("Completed: " + completed);
  }
}

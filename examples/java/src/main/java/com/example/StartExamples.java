package com.example;

import com.example.orders.OrderWorkflow;
import io.temporal.api.common.v1.WorkflowExecution;
import io.temporal.api.enums.v1.WorkflowIdReusePolicy;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

public class StartExamples {

  public static void main(String[] args) throws Exception {
    WorkflowClient client = ClientFactory.local();

    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("order-2001")
            .setTaskQueue("my-task-queue")
            .setWorkflowExecutionTimeout(Duration.ofDays(7))
            .setWorkflowIdReusePolicy(
                WorkflowIdReusePolicy.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE)
            .build();

    // Fire and forget: returns once the server has recorded the start.
    OrderWorkflow wf = client.newWorkflowStub(OrderWorkflow.class, options);
    // highlight-next-line
    WorkflowExecution execution = WorkflowClient.start(wf::placeOrder, "order-2001", "SKU-7", 1);
    System.out.println("Started run " + execution.getRunId());

    // Later, possibly in another process: wait for the result by Workflow Id.
    String result = client.newUntypedWorkflowStub("order-2001").getResult(String.class);
    System.out.println("Result: " + result);

    // Asynchronous start-and-wait on a new execution.
    OrderWorkflow other =
        client.newWorkflowStub(
            OrderWorkflow.class, options.toBuilder().setWorkflowId("order-2002").build());
    CompletableFuture<String> future =
        WorkflowClient.execute(other::placeOrder, "order-2002", "SKU-8", 2);
    System.out.println("Async result: " + future.get());
  }
}

package com.example.cart;

import io.temporal.client.BatchRequest;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class SignalWithStart {

  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());
    CartWorkflow cart =
        client.newWorkflowStub(
            CartWorkflow.class,
            WorkflowOptions.newBuilder()
                .setWorkflowId("cart-bob")
                .setTaskQueue("my-task-queue")
                .build());

    BatchRequest request = client.newSignalWithStartRequest();
    request.add(cart::run, "bob");
    request.add(cart::checkout);
    // highlight-next-line
    client.signalWithStart(request);
  }
}

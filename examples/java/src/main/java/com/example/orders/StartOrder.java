package com.example.orders;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class StartOrder {

  public static void main(String[] args) {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkflowClient client = WorkflowClient.newInstance(service);

    OrderWorkflow workflow =
        client.newWorkflowStub(
            OrderWorkflow.class,
            WorkflowOptions.newBuilder()
                .setWorkflowId("order-1001")
                .setTaskQueue(OrderWorker.TASK_QUEUE)
                .build());

    String reservation = workflow.placeOrder("order-1001", "SKU-42", 3);
    System.out.println("Reservation: " + reservation);
    System.exit(0);
  }
}

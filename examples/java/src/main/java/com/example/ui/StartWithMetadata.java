package com.example.ui;

import com.example.orders.OrderWorkflow;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class StartWithMetadata {

  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());

    WorkflowOptions options =
        WorkflowOptions.newBuilder()
            .setWorkflowId("order-1001")
            .setTaskQueue("my-task-queue")
            // highlight-start
            .setStaticSummary("Order 1001 for **Alice**, 3 items")
            .setStaticDetails(
                "Placed from the mobile app.\n\n"
                    + "- Priority shipping\n"
                    + "- [Support ticket](https://support.example.com/tickets/1001)")
            // highlight-end
            .build();

    OrderWorkflow workflow = client.newWorkflowStub(OrderWorkflow.class, options);
    WorkflowClient.start(workflow::placeOrder, "order-1001", "SKU-42", 3);
  }
}

package com.example.orders;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderController {

  private final WorkflowClient client;

  public OrderController(WorkflowClient client) {
    this.client = client;
  }

  @PostMapping("/orders/{id}")
  public String place(@PathVariable String id) {
    OrderWorkflow wf =
        client.newWorkflowStub(
            OrderWorkflow.class,
            WorkflowOptions.newBuilder().setWorkflowId("order-" + id).setTaskQueue("my-task-queue").build());
    WorkflowClient.start(wf::placeOrder, id, "SKU-1", 1);
    return "order-" + id;
  }
}

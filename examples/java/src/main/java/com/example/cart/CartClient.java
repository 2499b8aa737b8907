package com.example.cart;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.client.WorkflowStub;
import io.temporal.client.WorkflowUpdateException;
import io.temporal.client.WorkflowUpdateHandle;
import io.temporal.client.WorkflowUpdateStage;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.util.List;

public class CartClient {

  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());

    CartWorkflow starter =
        client.newWorkflowStub(
            CartWorkflow.class,
            WorkflowOptions.newBuilder()
                .setWorkflowId("cart-alice")
                .setTaskQueue("my-task-queue")
                .build());
    WorkflowClient.start(starter::run, "alice");

    // A stub bound to the running execution by Workflow Id.
    CartWorkflow cart = client.newWorkflowStub(CartWorkflow.class, "cart-alice");

    // highlight-next-line
    int count = cart.addItem("SKU-1"); // Update: waits for the handler's result
    System.out.println("Items in cart: " + count);

    try {
      cart.addItem("");
    } catch (WorkflowUpdateException e) {
      System.out.println("Rejected: " + e.getCause().getMessage());
    }

    // Start an Update and return once the Workflow has accepted it.
    WorkflowStub untyped = WorkflowStub.fromTyped(cart);
    WorkflowUpdateHandle<Integer> handle =
        untyped.startUpdate("addItem", WorkflowUpdateStage.ACCEPTED, Integer.class, "SKU-2");
    System.out.println("Update " + handle.getId() + " result " + handle.getResult());

    List<String> items = cart.items(); // Query
    System.out.println(items);

    cart.checkout(); // Signal: returns once the Service has recorded it
  }
}

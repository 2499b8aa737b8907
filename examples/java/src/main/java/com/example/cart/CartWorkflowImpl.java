package com.example.cart;

import io.temporal.activity.ActivityOptions;
import io.temporal.failure.ApplicationFailure;
import io.temporal.workflow.Workflow;
import io.temporal.workflow.WorkflowInit;
import io.temporal.workflow.WorkflowLock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public class CartWorkflowImpl implements CartWorkflow {

  private final String customerId;
  private final List<String> items = new ArrayList<>();
  private final WorkflowLock lock = Workflow.newWorkflowLock();
  private boolean checkedOut;

  private final PricingActivities pricing =
      Workflow.newActivityStub(
          PricingActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(10)).build());

  // highlight-start
  @WorkflowInit
  public CartWorkflowImpl(String customerId) {
    // Runs before any handler, so handlers can rely on customerId being set.
    this.customerId = customerId;
  }
  // highlight-end

  @Override
  public List<String> run(String customerId) {
    // Wait for checkout, or give up after a day of inactivity.
    boolean done = Workflow.await(Duration.ofDays(1), () -> checkedOut);
    // Let in-flight Update handlers finish before completing.
    Workflow.await(Workflow::isEveryHandlerFinished);
    return done ? new ArrayList<>(items) : new ArrayList<>();
  }

  @Override
  public void validateAddItem(String sku) {
    if (checkedOut) {
      throw new IllegalStateException("cart is already checked out");
    }
    if (sku == null || sku.isEmpty()) {
      throw new IllegalArgumentException("sku is required");
    }
  }

  @Override
  public int addItem(String sku) {
    // The lock keeps two concurrent Updates from interleaving around the Activity call.
    lock.lock();
    try {
      if (!pricing.isAvailable(customerId, sku)) {
        throw ApplicationFailure.newFailure("out of stock: " + sku, "OutOfStock");
      }
      items.add(sku);
      return items.size();
    } finally {
      lock.unlock();
    }
  }

  @Override
  public List<String> items() {
    return new ArrayList<>(items);
  }

  @Override
  public void checkout() {
    checkedOut = true;
  }
}

package com.example.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.temporal.client.WorkflowFailedException;
import io.temporal.failure.ActivityFailure;
import io.temporal.failure.ApplicationFailure;
import io.temporal.testing.TestWorkflowExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

public class OrderWorkflowTest {

  // highlight-start
  @RegisterExtension
  public static final TestWorkflowExtension testWorkflow =
      TestWorkflowExtension.newBuilder()
          .registerWorkflowImplementationTypes(OrderWorkflowImpl.class)
          .setActivityImplementations(new InventoryActivitiesImpl())
          .build();
  // highlight-end

  @Test
  public void reservesStock(OrderWorkflow workflow) {
    String reservation = workflow.placeOrder("order-1", "SKU-1", 2);
    assertTrue(reservation.startsWith("res-"));
  }

  @Test
  public void rejectsZeroQuantity(OrderWorkflow workflow) {
    WorkflowFailedException e =
        assertThrows(WorkflowFailedException.class, () -> workflow.placeOrder("o", "SKU-1", 0));
    // Workflow failure -> ActivityFailure -> ApplicationFailure thrown by the Activity.
    ActivityFailure activityFailure = (ActivityFailure) e.getCause();
    ApplicationFailure cause = (ApplicationFailure) activityFailure.getCause();
    assertEquals("InvalidQuantity", cause.getType());
  }
}

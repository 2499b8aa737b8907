package com.example.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.testing.TestWorkflowEnvironment;
import io.temporal.testing.TestWorkflowExtension;
import io.temporal.worker.Worker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

public class OrderWorkflowMockTest {

  @RegisterExtension
  public static final TestWorkflowExtension testWorkflow =
      TestWorkflowExtension.newBuilder()
          .registerWorkflowImplementationTypes(OrderWorkflowImpl.class)
          .setDoNotStart(true)
          .build();

  @Test
  public void usesReservationFromActivity(
      TestWorkflowEnvironment testEnv, Worker worker, WorkflowClient client, WorkflowOptions options) {
    // highlight-next-line
    InventoryActivities activities = mock(InventoryActivities.class, withSettings().withoutAnnotations());
    when(activities.reserveStock(anyString(), anyInt())).thenReturn("res-fixed");
    worker.registerActivitiesImplementations(activities);
    testEnv.start();

    OrderWorkflow workflow = client.newWorkflowStub(OrderWorkflow.class, options);
    assertEquals("res-fixed", workflow.placeOrder("order-9", "SKU-9", 1));
    verify(activities).sendConfirmation("order-9", "res-fixed");
  }
}

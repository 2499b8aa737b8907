package com.example.orders;

import static org.junit.Assert.assertTrue;

import io.temporal.client.WorkflowOptions;
import io.temporal.testing.TestWorkflowRule;
import org.junit.Rule;
import org.junit.Test;

public class OrderWorkflowJUnit4Test {

  @Rule
  public TestWorkflowRule testWorkflowRule =
      TestWorkflowRule.newBuilder()
          .setWorkflowTypes(OrderWorkflowImpl.class)
          .setActivityImplementations(new InventoryActivitiesImpl())
          .build();

  @Test
  public void reservesStock() {
    OrderWorkflow wf =
        testWorkflowRule
            .getWorkflowClient()
            .newWorkflowStub(
                OrderWorkflow.class,
                WorkflowOptions.newBuilder().setTaskQueue(testWorkflowRule.getTaskQueue()).build());
    assertTrue(wf.placeOrder("o-1", "SKU-1", 1).startsWith("res-"));
  }
}

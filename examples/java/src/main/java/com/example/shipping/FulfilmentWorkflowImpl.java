package com.example.shipping;

import io.temporal.api.enums.v1.ParentClosePolicy;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.Workflow;

public class FulfilmentWorkflowImpl implements FulfilmentWorkflow {

  @Override
  public String fulfil(String orderId) {
    // highlight-start
    ShipmentWorkflow shipment =
        Workflow.newChildWorkflowStub(
            ShipmentWorkflow.class,
            ChildWorkflowOptions.newBuilder()
                .setWorkflowId("shipment-" + orderId)
                .setParentClosePolicy(ParentClosePolicy.PARENT_CLOSE_POLICY_TERMINATE)
                .build());
    return shipment.ship(orderId, "east");
    // highlight-end
  }
}

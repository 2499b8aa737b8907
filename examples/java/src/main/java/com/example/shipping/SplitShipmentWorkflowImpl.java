package com.example.shipping;

import io.temporal.workflow.Async;
import io.temporal.workflow.ChildWorkflowOptions;
import io.temporal.workflow.Promise;
import io.temporal.workflow.Workflow;
import java.util.ArrayList;
import java.util.List;

public class SplitShipmentWorkflowImpl implements SplitShipmentWorkflow {

  @Override
  public List<String> shipAll(String orderId, List<String> warehouses) {
    List<Promise<String>> results = new ArrayList<>();
    for (String warehouse : warehouses) {
      ShipmentWorkflow child =
          Workflow.newChildWorkflowStub(
              ShipmentWorkflow.class,
              ChildWorkflowOptions.newBuilder()
                  .setWorkflowId("shipment-" + orderId + "-" + warehouse)
                  .build());
      // highlight-next-line
      results.add(Async.function(child::ship, orderId, warehouse));
    }
    Promise.allOf(results).get(); // wait for every child
    List<String> trackingNumbers = new ArrayList<>();
    for (Promise<String> p : results) {
      trackingNumbers.add(p.get());
    }
    return trackingNumbers;
  }
}

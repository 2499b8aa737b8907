package com.example.orders;

import io.temporal.testing.WorkflowReplayer;
import java.io.File;
import org.junit.jupiter.api.Test;

public class OrderReplayTest {

  @Test
  void replaysProductionHistory() throws Exception {
    // highlight-next-line
    WorkflowReplayer.replayWorkflowExecution(
        new File("src/test/resources/order-1001.json"), OrderWorkflowImpl.class);
  }
}

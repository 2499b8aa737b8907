package com.example.orders;

import io.temporal.testing.WorkflowReplayer;
import java.io.File;
import org.junit.jupiter.api.Test;

public class DebugReplay {

  @Test
  void replayOrder1001() throws Exception {
    // highlight-next-line
    WorkflowReplayer.replayWorkflowExecution(new File("order-1001.json"), OrderWorkflowImpl.class);
  }
}

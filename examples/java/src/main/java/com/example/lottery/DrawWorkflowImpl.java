package com.example.lottery;

import io.temporal.workflow.Workflow;
import java.util.Random;
import java.util.UUID;

public class DrawWorkflowImpl implements DrawWorkflow {

  @Override
  public String draw(int participants) {
    // highlight-start
    UUID drawId = Workflow.randomUUID();
    Random random = Workflow.newRandom();
    // highlight-end
    int winner = random.nextInt(participants);
    return drawId + ":" + winner;
  }
}

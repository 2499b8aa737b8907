package com.example.ui;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;
import java.util.List;

public class ImportWorkflowImpl implements ImportWorkflow {

  private final ImportActivities activities =
      Workflow.newActivityStub(
          ImportActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(5)).build());

  @Override
  public int importFiles(List<String> files) {
    int done = 0;
    for (String file : files) {
      // highlight-next-line
      Workflow.setCurrentDetails(
          "Importing **" + file + "** (" + (done + 1) + " of " + files.size() + ")");
      activities.importFile(file);
      done++;
    }
    Workflow.setCurrentDetails("Finished: " + done + " files imported");
    return done;
  }
}

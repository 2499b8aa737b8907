package com.example.legacy;

import io.temporal.client.BuildIdOperation;
import io.temporal.client.WorkerBuildIdVersionSets;
import io.temporal.client.WorkflowClient;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class VersionSets {

  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());

    // An incompatible release: new set, becomes the default.
    // highlight-next-line
    client.updateWorkerBuildIdCompatability(
        "my-task-queue", BuildIdOperation.newIdInNewDefaultSet("2024-11-03.1"));

    // A compatible bug fix: joins the set of an existing Build Id.
    client.updateWorkerBuildIdCompatability(
        "my-task-queue", BuildIdOperation.newCompatibleVersion("2024-11-03.2", "2024-11-03.1"));

    WorkerBuildIdVersionSets sets = client.getWorkerBuildIdCompatability("my-task-queue");
    // defaultBuildId() returns an Optional: empty when no Build Id is registered yet.
    System.out.println("Default Build Id: " + sets.defaultBuildId().orElse("(none)"));
  }
}

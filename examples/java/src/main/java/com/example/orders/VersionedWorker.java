package com.example.orders;

import io.temporal.client.WorkflowClient;
import io.temporal.common.VersioningBehavior;
import io.temporal.common.WorkerDeploymentVersion;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerDeploymentOptions;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerOptions;

public class VersionedWorker {

  public static void main(String[] args) {
    String buildId = System.getenv().getOrDefault("BUILD_ID", "2025-06-01.1");
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());
    WorkerFactory factory = WorkerFactory.newInstance(client);

    // highlight-start
    WorkerOptions options =
        WorkerOptions.newBuilder()
            .setDeploymentOptions(
                WorkerDeploymentOptions.newBuilder()
                    .setVersion(new WorkerDeploymentVersion("orders", buildId))
                    .setUseVersioning(true)
                    .setDefaultVersioningBehavior(VersioningBehavior.AUTO_UPGRADE)
                    .build())
            .build();
    // highlight-end

    Worker worker = factory.newWorker("my-task-queue", options);
    worker.registerWorkflowImplementationTypes(CheckoutWorkflowImpl.class);
    factory.start();
  }
}

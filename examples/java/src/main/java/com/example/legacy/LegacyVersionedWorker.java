package com.example.legacy;

import com.example.orders.OrderWorkflowImpl;
import io.temporal.client.WorkflowClient;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerOptions;

public class LegacyVersionedWorker {

  public static void main(String[] args) {
    WorkflowClient client = WorkflowClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());
    WorkerFactory factory = WorkerFactory.newInstance(client);

    // highlight-start
    WorkerOptions options =
        WorkerOptions.newBuilder()
            .setBuildId("2024-11-03.1")
            .setUseBuildIdForVersioning(true)
            .build();
    // highlight-end

    Worker worker = factory.newWorker("my-task-queue", options);
    worker.registerWorkflowImplementationTypes(OrderWorkflowImpl.class);
    factory.start();
  }
}

package com.example.fraud;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;

public class HandlerWorker {

  public static void main(String[] args) {
    WorkflowClient client =
        WorkflowClient.newInstance(
            WorkflowServiceStubs.newLocalServiceStubs(),
            WorkflowClientOptions.newBuilder().setNamespace("fraud-ns").build());
    WorkerFactory factory = WorkerFactory.newInstance(client);
    Worker worker = factory.newWorker("fraud-nexus");
    worker.registerWorkflowImplementationTypes(ReviewWorkflowImpl.class);
    // highlight-next-line
    worker.registerNexusServiceImplementation(new FraudServiceImpl());
    factory.start();
  }
}

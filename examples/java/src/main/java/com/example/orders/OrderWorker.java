package com.example.orders;

import io.temporal.client.WorkflowClient;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;

public class OrderWorker {

  public static final String TASK_QUEUE = "my-task-queue";

  public static void main(String[] args) {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkflowClient client = WorkflowClient.newInstance(service);
    WorkerFactory factory = WorkerFactory.newInstance(client);

    // highlight-start
    Worker worker = factory.newWorker(TASK_QUEUE);
    worker.registerWorkflowImplementationTypes(OrderWorkflowImpl.class);
    worker.registerActivitiesImplementations(new InventoryActivitiesImpl());
    // highlight-end

    factory.start(); // Starts polling; returns immediately. Non-daemon threads keep the JVM alive.
    Runtime.getRuntime().addShutdownHook(new Thread(factory::shutdown));
  }
}

package com.example;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.common.converter.CodecDataConverter;
import io.temporal.common.converter.DefaultDataConverter;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.WorkerFactory;
import java.util.List;

public final class WorkerMain {
  public static void main(String[] args) {
    CodecDataConverter dataConverter =
        new CodecDataConverter(
            DefaultDataConverter.newDefaultInstance(),
            List.of(new EncryptionCodec(Keys.currentId(), Keys.all())),
            true);
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkflowClient client =
        WorkflowClient.newInstance(
            service,
            WorkflowClientOptions.newBuilder()
                .setNamespace("default")
                // highlight-next-line
                .setDataConverter(dataConverter)
                .build());

    // Workers created by this factory use the client's Data Converter.
    WorkerFactory factory = WorkerFactory.newInstance(client);
    factory.newWorker("my-task-queue");
    // Register Workflow and Activity implementations here.
    factory.start();
  }
}

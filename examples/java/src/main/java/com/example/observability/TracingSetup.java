package com.example.observability;

import io.opentracing.Tracer;
import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.opentracing.OpenTracingClientInterceptor;
import io.temporal.opentracing.OpenTracingOptions;
import io.temporal.opentracing.OpenTracingWorkerInterceptor;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerFactoryOptions;

public class TracingSetup {

  public static WorkerFactory create(WorkflowServiceStubs service, Tracer tracer) {
    OpenTracingOptions tracingOptions = OpenTracingOptions.newBuilder().setTracer(tracer).build();

    // highlight-start
    WorkflowClient client =
        WorkflowClient.newInstance(
            service,
            WorkflowClientOptions.newBuilder()
                .setInterceptors(new OpenTracingClientInterceptor(tracingOptions))
                .build());

    return WorkerFactory.newInstance(
        client,
        WorkerFactoryOptions.newBuilder()
            .setWorkerInterceptors(new OpenTracingWorkerInterceptor(tracingOptions))
            .build());
    // highlight-end
  }
}

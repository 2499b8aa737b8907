package com.example;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.serviceclient.SimpleSslContextBuilder;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.serviceclient.WorkflowServiceStubsOptions;
import java.io.FileInputStream;
import java.io.InputStream;

public final class CloudMtlsClient {

  public static WorkflowClient create() throws Exception {
    String namespace = System.getenv("TEMPORAL_NAMESPACE"); // for example my-namespace.a1b2c
    String address = System.getenv("TEMPORAL_ADDRESS"); // my-namespace.a1b2c.tmprl.cloud:7233

    try (InputStream cert = new FileInputStream(System.getenv("TEMPORAL_TLS_CERT"));
        InputStream key = new FileInputStream(System.getenv("TEMPORAL_TLS_KEY"))) {
      WorkflowServiceStubs service =
          WorkflowServiceStubs.newServiceStubs(
              WorkflowServiceStubsOptions.newBuilder()
                  .setTarget(address)
                  // highlight-next-line
                  .setSslContext(SimpleSslContextBuilder.forPKCS8(cert, key).build())
                  .build());
      return WorkflowClient.newInstance(
          service, WorkflowClientOptions.newBuilder().setNamespace(namespace).build());
    }
  }

  private CloudMtlsClient() {}
}

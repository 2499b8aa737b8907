package com.example;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.serviceclient.WorkflowServiceStubsOptions;

public final class CloudApiKeyClient {

  public static WorkflowClient create() {
    String apiKey = System.getenv("TEMPORAL_API_KEY");
    WorkflowServiceStubs service =
        WorkflowServiceStubs.newServiceStubs(
            WorkflowServiceStubsOptions.newBuilder()
                .setTarget(System.getenv("TEMPORAL_ADDRESS")) // e.g. us-east-1.aws.api.temporal.io:7233
                .setEnableHttps(true)
                // highlight-next-line
                .addApiKey(() -> apiKey)
                .build());
    return WorkflowClient.newInstance(
        service,
        WorkflowClientOptions.newBuilder().setNamespace(System.getenv("TEMPORAL_NAMESPACE")).build());
  }

  private CloudApiKeyClient() {}
}

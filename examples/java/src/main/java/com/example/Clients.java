package com.example;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.common.converter.CodecDataConverter;
import io.temporal.common.converter.DefaultDataConverter;
import io.temporal.payload.codec.PayloadCodec;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.util.List;

public final class Clients {
  private Clients() {}

  public static WorkflowClient create(PayloadCodec codec) {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    CodecDataConverter converter =
        new CodecDataConverter(
            DefaultDataConverter.newDefaultInstance(),
            List.of(codec),
            // highlight-next-line
            true); // encode failure messages and stack traces
    return WorkflowClient.newInstance(
        service,
        WorkflowClientOptions.newBuilder()
            .setNamespace("default")
            .setDataConverter(converter)
            .build());
  }
}

package com.example.conversion;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.common.converter.CodecDataConverter;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.util.Collections;
import java.util.Map;
import javax.crypto.SecretKey;

public final class SecureClient {

  public static WorkflowClient create(WorkflowServiceStubs service, Map<String, SecretKey> keys) {
    // highlight-start
    CodecDataConverter converter =
        new CodecDataConverter(
            Converters.lenientJson(),
            Collections.singletonList(new EncryptionCodec("key-2025-06", keys)),
            true); // also encode failure messages and stack traces
    // highlight-end
    return WorkflowClient.newInstance(
        service, WorkflowClientOptions.newBuilder().setDataConverter(converter).build());
  }

  private SecureClient() {}
}

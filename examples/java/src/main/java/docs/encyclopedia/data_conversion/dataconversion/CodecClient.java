package docs.encyclopedia.data_conversion.dataconversion;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowClientOptions;
import io.temporal.common.converter.CodecDataConverter;
import io.temporal.common.converter.DefaultDataConverter;
import io.temporal.payload.codec.PayloadCodec;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.util.List;

/** A client whose Data Converter passes every Payload through a codec. */
public final class CodecClient {

  static WorkflowClient create(WorkflowServiceStubs service, PayloadCodec myCodec) {
    // region: codec-client
    WorkflowClient client =
        WorkflowClient.newInstance(
            service,
            WorkflowClientOptions.newBuilder()
                .setNamespace("default")
                // highlight-next-line
                .setDataConverter(new CodecDataConverter(DefaultDataConverter.newDefaultInstance(), List.of(myCodec)))
                .build());
    // endregion: codec-client
    return client;
  }

  private CodecClient() {}
}

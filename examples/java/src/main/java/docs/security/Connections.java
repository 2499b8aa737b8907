package docs.security;

// region: connections
import io.grpc.netty.shaded.io.netty.handler.ssl.SslContext;
import io.temporal.serviceclient.SimpleSslContextBuilder;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.serviceclient.WorkflowServiceStubsOptions;
import java.io.InputStream;

final class Connections {
  // mTLS
  static WorkflowServiceStubs mtls(InputStream cert, InputStream key) throws Exception {
    SslContext ssl = SimpleSslContextBuilder.forPKCS8(cert, key).build();
    return WorkflowServiceStubs.newServiceStubs(
        WorkflowServiceStubsOptions.newBuilder()
            .setTarget("my-namespace.a1b2c.tmprl.cloud:7233")
            .setSslContext(ssl)
            .build());
  }

  // API key
  static WorkflowServiceStubs apiKey(String apiKey) {
    return WorkflowServiceStubs.newServiceStubs(
        WorkflowServiceStubsOptions.newBuilder()
            .setTarget("us-east-1.aws.api.temporal.io:7233")
            .setEnableHttps(true)
            .addApiKey(() -> apiKey)
            .build());
  }
}
// endregion: connections

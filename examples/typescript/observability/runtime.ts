import { DefaultLogger, makeTelemetryFilterString, Runtime } from '@temporalio/worker';

// Install the Runtime once, before creating any NativeConnection or Worker.
export function installRuntime(): void {
  Runtime.install({
    // Logger for the TypeScript side of the SDK and for Workflow and Activity logs.
    logger: new DefaultLogger('INFO'),
    telemetryOptions: {
      logging: {
        // Forward logs from the Rust core to the logger above instead of printing them.
        forward: {},
        filter: makeTelemetryFilterString({ core: 'INFO' }),
      },
      // highlight-start
      metrics: {
        prometheus: { bindAddress: '0.0.0.0:9464' },
        // Or send to an OpenTelemetry Collector instead:
        // otel: { url: 'http://otel-collector:4317', metricsExportInterval: '10s' },
      },
      // highlight-end
    },
  });
}

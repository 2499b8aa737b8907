package docs.encyclopedia.workers.worker_versioning;

import io.temporal.common.VersioningBehavior;
import io.temporal.common.WorkerDeploymentVersion;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerDeploymentOptions;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerOptions;

/** A Worker that joins a Worker Deployment Version. */
final class VersioningSnippets {

  static Worker versionedWorker(WorkerFactory factory) {
    // region: deployment-options
    WorkerOptions options =
        WorkerOptions.newBuilder()
            .setDeploymentOptions(
                WorkerDeploymentOptions.newBuilder()
                    // highlight-next-line
                    .setUseVersioning(true)
                    .setVersion(new WorkerDeploymentVersion("order-service", System.getenv("BUILD_ID")))
                    .setDefaultVersioningBehavior(VersioningBehavior.PINNED)
                    .build())
            .build();
    Worker worker = factory.newWorker("orders", options);
    // endregion: deployment-options
    return worker;
  }

  private VersioningSnippets() {}
}

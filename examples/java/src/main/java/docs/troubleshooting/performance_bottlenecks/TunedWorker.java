package docs.troubleshooting.performance_bottlenecks;

import io.temporal.client.WorkflowClient;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerFactoryOptions;
import io.temporal.worker.WorkerOptions;

/** A Worker sized for a high task rate. */
final class TunedWorker {

  static Worker create(WorkflowClient client) {
    // region: tuned-worker
    WorkerFactory factory = WorkerFactory.newInstance(client,
            WorkerFactoryOptions.newBuilder().setWorkflowCacheSize(2000).build());
    Worker worker = factory.newWorker("my-task-queue",
            WorkerOptions.newBuilder()
                    .setMaxConcurrentActivityExecutionSize(500)
                    .setMaxConcurrentWorkflowTaskExecutionSize(200)
                    .setMaxConcurrentActivityTaskPollers(8)
                    .setMaxConcurrentWorkflowTaskPollers(8)
                    .build());
    // endregion: tuned-worker
    return worker;
  }

  private TunedWorker() {}
}

package docs.encyclopedia.workers.sticky_execution;

import io.temporal.client.WorkflowClient;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerFactoryOptions;
import io.temporal.worker.WorkerOptions;
import java.time.Duration;

/** A Worker with a larger Workflow cache and a shorter sticky Schedule-To-Start timeout. */
final class StickyWorker {

  static Worker create(WorkflowClient client) {
    // region: sticky-options
    WorkerFactory factory =
        WorkerFactory.newInstance(
            client,
            // highlight-next-line
            WorkerFactoryOptions.newBuilder().setWorkflowCacheSize(2000).build());
    Worker worker =
        factory.newWorker(
            "my-task-queue",
            WorkerOptions.newBuilder()
                .setStickyQueueScheduleToStartTimeout(Duration.ofSeconds(10))
                .build());
    // endregion: sticky-options
    return worker;
  }

  private StickyWorker() {}
}

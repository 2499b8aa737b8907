package docs.encyclopedia.workers.workers;

import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerOptions;
import io.temporal.worker.tuning.ResourceBasedControllerOptions;
import io.temporal.worker.tuning.ResourceBasedTuner;

/** A Worker whose slots follow CPU and memory use. */
final class TunerSnippet {

  static Worker create(WorkerFactory factory) {
    // region: resource-tuner
    WorkerOptions options =
        WorkerOptions.newBuilder()
            .setWorkerTuner(
                ResourceBasedTuner.newBuilder()
                    .setControllerOptions(ResourceBasedControllerOptions.newBuilder(0.8, 0.9).build())
                    .build())
            .build();
    Worker worker = factory.newWorker("my-task-queue", options);
    // endregion: resource-tuner
    return worker;
  }

  private TunerSnippet() {}
}

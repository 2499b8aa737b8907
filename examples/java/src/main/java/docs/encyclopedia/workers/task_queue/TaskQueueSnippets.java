package docs.encyclopedia.workers.task_queue;

import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityOptions;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;
import io.temporal.worker.WorkerOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** A rate-limited Task Queue (Worker side), and an Activity sent to another Task Queue (Workflow side). */
public class TaskQueueSnippets {

  @ActivityInterface
  public interface PdfActivities {
    String render(String documentId);
  }

  static Worker rateLimited(WorkerFactory factory) {
    // region: rate-limit
    Worker worker =
        factory.newWorker(
            "payments",
            WorkerOptions.newBuilder()
                // highlight-next-line
                .setMaxTaskQueueActivitiesPerSecond(20)
                .build());
    // endregion: rate-limit
    return worker;
  }

  // region: other-task-queue
  private final PdfActivities pdf =
      Workflow.newActivityStub(
          PdfActivities.class,
          ActivityOptions.newBuilder()
              // highlight-next-line
              .setTaskQueue("pdf-render")
              .setStartToCloseTimeout(Duration.ofMinutes(5))
              .build());
  // endregion: other-task-queue

  String render(String documentId) {
    return pdf.render(documentId);
  }
}

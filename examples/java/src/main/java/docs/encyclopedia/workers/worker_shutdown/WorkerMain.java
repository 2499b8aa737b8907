package docs.encyclopedia.workers.worker_shutdown;

// region: graceful-shutdown
import io.temporal.client.WorkflowClient;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.worker.WorkerFactory;
import java.util.concurrent.TimeUnit;

public class WorkerMain {
  public static void main(String[] args) {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    WorkerFactory factory = WorkerFactory.newInstance(WorkflowClient.newInstance(service));
    factory.newWorker("my-task-queue"); // register Workflows and Activities on it
    factory.start();

    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      // highlight-start
      factory.shutdown(); // stop polling, let in-flight Tasks finish
      factory.awaitTermination(30, TimeUnit.SECONDS);
      // highlight-end
      service.shutdown();
    }));
  }
}
// endregion: graceful-shutdown

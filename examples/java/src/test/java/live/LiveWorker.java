package live;

import io.temporal.client.WorkflowClient;
import io.temporal.serviceclient.WorkflowServiceStubs;
import io.temporal.serviceclient.WorkflowServiceStubsOptions;
import io.temporal.worker.Worker;
import io.temporal.worker.WorkerFactory;

/**
 * A Worker for samples whose page shows Workflows and Activities but no Worker, used by
 * scripts/checks/live.mjs:
 *
 * <pre>java live.LiveWorker com.example.cart.CartWorkflowImpl live.PricingActivitiesImpl</pre>
 *
 * A class that implements an {@code @ActivityInterface} is registered as Activities (created with
 * its no-argument constructor), any other as a Workflow implementation. It polls my-task-queue on
 * TEMPORAL_ADDRESS until the process is stopped.
 */
public class LiveWorker {

  public static void main(String[] args) throws Exception {
    WorkflowServiceStubs service =
        WorkflowServiceStubs.newServiceStubs(
            WorkflowServiceStubsOptions.newBuilder()
                .setTarget(System.getenv("TEMPORAL_ADDRESS"))
                .build());
    WorkerFactory factory = WorkerFactory.newInstance(WorkflowClient.newInstance(service));
    Worker worker = factory.newWorker("my-task-queue");
    for (String name : args) {
      Class<?> type = Class.forName(name);
      boolean activities = false;
      for (Class<?> iface : type.getInterfaces()) {
        activities |= iface.isAnnotationPresent(io.temporal.activity.ActivityInterface.class);
      }
      if (activities) {
        worker.registerActivitiesImplementations(type.getDeclaredConstructor().newInstance());
      } else {
        worker.registerWorkflowImplementationTypes(type);
      }
    }
    factory.start();
    Runtime.getRuntime().addShutdownHook(new Thread(factory::shutdownNow));
    System.out.println("worker polling my-task-queue");
  }
}

package docs.encyclopedia.workers.workers;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** Context for OrderWorker on docs/encyclopedia/workers/workers.mdx (not shown there). */
public class OrderWorkflowImpl implements OrderWorkflow {
  private final OrderActivities activities =
      Workflow.newActivityStub(
          OrderActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(30)).build());

  @Override
  public void process(String orderId) {
    activities.charge(orderId);
  }
}

package docs.encyclopedia.workers.task_routing;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

// region: host-routing
public class FileWorkflowImpl implements FileWorkflow {
  private final DownloadActivities shared =
      Workflow.newActivityStub(
          DownloadActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(10)).build());

  @Override
  public void process(String url) {
    Downloaded d = shared.download(url);
    HostActivities host =
        Workflow.newActivityStub(
            HostActivities.class,
            ActivityOptions.newBuilder()
                // highlight-next-line
                .setTaskQueue(d.getHostQueue())
                .setStartToCloseTimeout(Duration.ofMinutes(10))
                .setScheduleToStartTimeout(Duration.ofMinutes(1))
                .build());
    host.process(d.getPath());
    host.cleanup(d.getPath());
  }
}
// endregion: host-routing

package docs.encyclopedia.activities.activity_execution;

import io.temporal.activity.ActivityCancellationType;
import io.temporal.activity.ActivityInterface;
import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Async;
import io.temporal.workflow.CancellationScope;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** Workflow code that starts a long Activity in a scope and later cancels it. */
public class TranscodeCancellationSnippet {

  @ActivityInterface
  public interface VideoActivities {
    void transcode(String videoId);
  }

  public void process(String videoId) {
    // region: cancel-activity
    VideoActivities video =
        Workflow.newActivityStub(
            VideoActivities.class,
            ActivityOptions.newBuilder()
                .setStartToCloseTimeout(Duration.ofHours(1))
                .setHeartbeatTimeout(Duration.ofSeconds(20))
                // highlight-next-line
                .setCancellationType(ActivityCancellationType.WAIT_CANCELLATION_COMPLETED)
                .build());

    CancellationScope scope = Workflow.newCancellationScope(() -> Async.procedure(video::transcode, videoId));
    scope.run();
    // ... later:
    scope.cancel();
    // endregion: cancel-activity
  }
}

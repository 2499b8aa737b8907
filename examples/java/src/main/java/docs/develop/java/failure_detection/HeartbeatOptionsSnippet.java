package docs.develop.java.failure_detection;

import io.temporal.activity.ActivityOptions;
import java.time.Duration;

/** Options for a long Activity that heartbeats, such as FileActivities.importRows. */
public final class HeartbeatOptionsSnippet {

  static void importOptions() {
    // region: heartbeat-options
    ActivityOptions.newBuilder()
        .setStartToCloseTimeout(Duration.ofHours(2))
        .setHeartbeatTimeout(Duration.ofSeconds(30))
        .build();
    // endregion: heartbeat-options
  }

  private HeartbeatOptionsSnippet() {}
}

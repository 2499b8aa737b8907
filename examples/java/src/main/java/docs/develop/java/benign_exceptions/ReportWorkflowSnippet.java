package docs.develop.java.benign_exceptions;

import com.example.files.FileWatchActivities;
import io.temporal.activity.ActivityOptions;
import io.temporal.common.RetryOptions;
import io.temporal.workflow.Workflow;
import java.time.Duration;

/** Workflow code that polls for a file through the FileWatchActivities of the page. */
public class ReportWorkflowSnippet {

  public long waitForReport() {
    // region: poll-for-file
    FileWatchActivities watcher =
        Workflow.newActivityStub(
            FileWatchActivities.class,
            ActivityOptions.newBuilder()
                .setStartToCloseTimeout(Duration.ofSeconds(10))
                .setScheduleToCloseTimeout(Duration.ofHours(6))
                .setRetryOptions(
                    RetryOptions.newBuilder()
                        .setInitialInterval(Duration.ofMinutes(1))
                        .setBackoffCoefficient(1.0)
                        .build())
                .build());
    long size = watcher.waitForFile("/incoming/report.csv");
    // endregion: poll-for-file
    return size;
  }
}

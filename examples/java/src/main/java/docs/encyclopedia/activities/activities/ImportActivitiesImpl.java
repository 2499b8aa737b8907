package docs.encyclopedia.activities.activities;

import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;
import java.util.List;

/** A long Activity that heartbeats its progress and resumes from the last recorded row. */
public class ImportActivitiesImpl implements ImportActivities {

  /** One row of the input file. */
  public static class Row {}

  // region: heartbeat
  @Override
  public void importRows(String path) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();
    int start = ctx.getHeartbeatDetails(Integer.class).orElse(0);
    List<Row> rows = openRows(path);
    for (int i = start; i < rows.size(); i++) {
      upsertRow(rows.get(i));
      // Throws ActivityCompletionException if the Activity was cancelled
      // highlight-next-line
      ctx.heartbeat(i + 1);
    }
  }
  // endregion: heartbeat

  private List<Row> openRows(String path) {
    return List.of();
  }

  private void upsertRow(Row row) {}
}

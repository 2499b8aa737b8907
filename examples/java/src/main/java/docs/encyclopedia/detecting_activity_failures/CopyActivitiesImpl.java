package docs.encyclopedia.detecting_activity_failures;

// region: copy-activities
import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;

public class CopyActivitiesImpl implements CopyActivities {
  @Override
  public void copyRows(int total) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();
    int start = ctx.getHeartbeatDetails(Integer.class).orElse(0);
    for (int offset = start; offset < total; offset += 1000) {
      copyChunk(offset);
      // highlight-next-line
      ctx.heartbeat(offset + 1000); // throws ActivityCompletionException when canceled
    }
  }

  private void copyChunk(int offset) {
    // write rows offset..offset+999
  }
}
// endregion: copy-activities

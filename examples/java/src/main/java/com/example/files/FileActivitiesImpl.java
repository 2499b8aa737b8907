package com.example.files;

import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;
import java.util.List;

public class FileActivitiesImpl implements FileActivities {

  @Override
  public int importRows(List<String> rows) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();

    // Resume after the last row a previous attempt reported.
    // highlight-next-line
    int start = ctx.getHeartbeatDetails(Integer.class).orElse(0);

    for (int i = start; i < rows.size(); i++) {
      insert(rows.get(i));
      // highlight-next-line
      ctx.heartbeat(i + 1);
    }
    return rows.size();
  }

  private void insert(String row) {
    // write to the database
  }
}

package com.example.quotes;

import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;
import io.temporal.client.ActivityCompletionException;

public class QuoteActivitiesImpl implements QuoteActivities {

  @Override
  public String getQuote(String provider) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();
    for (int poll = 0; poll < 60; poll++) {
      String quote = tryFetch(provider);
      if (quote != null) {
        return quote;
      }
      try {
        // highlight-next-line
        ctx.heartbeat(poll);
      } catch (ActivityCompletionException e) {
        // Cancelled, or the Workflow is gone: release resources and rethrow.
        closeConnection(provider);
        throw e;
      }
      sleepQuietly(1000);
    }
    throw new IllegalStateException("no quote from " + provider);
  }

  private String tryFetch(String provider) {
    return null; // call the provider's API
  }

  private void closeConnection(String provider) {}

  private void sleepQuietly(long millis) {
    try {
      Thread.sleep(millis); // fine in Activities, never in Workflows
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

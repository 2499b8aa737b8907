package com.example.quotes;

import io.temporal.activity.ActivityOptions;
import io.temporal.workflow.Async;
import io.temporal.workflow.CancellationScope;
import io.temporal.workflow.Promise;
import io.temporal.workflow.Workflow;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public class QuoteWorkflowImpl implements QuoteWorkflow {

  private final QuoteActivities activities =
      Workflow.newActivityStub(
          QuoteActivities.class,
          ActivityOptions.newBuilder()
              .setStartToCloseTimeout(Duration.ofMinutes(5))
              .setHeartbeatTimeout(Duration.ofSeconds(10))
              .build());

  @Override
  public String fastestQuote(List<String> providers) {
    List<Promise<String>> quotes = new ArrayList<>();
    // highlight-start
    CancellationScope scope =
        Workflow.newCancellationScope(
            () -> {
              for (String provider : providers) {
                quotes.add(Async.function(activities::getQuote, provider));
              }
            });
    scope.run();
    // highlight-end
    String first = Promise.anyOf(quotes).get();
    scope.cancel("another provider answered first"); // cancels the remaining Activities
    return first;
  }
}

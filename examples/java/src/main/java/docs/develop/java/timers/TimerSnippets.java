package docs.develop.java.timers;

import io.temporal.workflow.CancellationScope;
import io.temporal.workflow.Promise;
import io.temporal.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/** Workflow code: cancelling a timer, and sleeping until a wall-clock time. */
public class TimerSnippets {

  private Promise<Void> reminder;

  public void cancelReminder() {
    // region: cancel-timer
    CancellationScope timerScope =
        Workflow.newCancellationScope(() -> reminder = Workflow.newTimer(Duration.ofDays(1)));
    timerScope.run();
    // ... later, when the reminder is no longer needed:
    timerScope.cancel();
    // endregion: cancel-timer
  }

  public void sleepUntilMidnight() {
    // region: until-midnight
    Instant now = Instant.ofEpochMilli(Workflow.currentTimeMillis());
    LocalDate today = now.atZone(ZoneId.of("Europe/Paris")).toLocalDate();
    Duration untilMidnight = Duration.between(now, today.plusDays(1).atStartOfDay(ZoneId.of("Europe/Paris")).toInstant());
    Workflow.sleep(untilMidnight);
    // endregion: until-midnight
  }
}

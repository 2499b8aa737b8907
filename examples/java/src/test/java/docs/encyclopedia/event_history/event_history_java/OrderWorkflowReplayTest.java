package docs.encyclopedia.event_history.event_history_java;

// region: replay-test
import io.temporal.testing.WorkflowReplayer;
import org.junit.jupiter.api.Test;

class OrderWorkflowReplayTest {
  @Test
  void replaysRecordedHistory() throws Exception {
    // highlight-next-line
    WorkflowReplayer.replayWorkflowExecutionFromResource("history.json", OrderWorkflowImpl.class);
  }
}
// endregion: replay-test

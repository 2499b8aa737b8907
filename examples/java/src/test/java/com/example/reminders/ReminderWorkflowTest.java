package com.example.reminders;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.testing.TestWorkflowEnvironment;
import io.temporal.testing.TestWorkflowExtension;
import io.temporal.workflow.QueryMethod;
import io.temporal.workflow.Workflow;
import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

public class ReminderWorkflowTest {

  @WorkflowInterface
  public interface ReminderWorkflow {
    @WorkflowMethod
    void run();

    @QueryMethod
    String stage();
  }

  public static class ReminderWorkflowImpl implements ReminderWorkflow {
    private String stage = "waiting";

    @Override
    public void run() {
      Workflow.sleep(Duration.ofDays(3));
      stage = "reminded";
      Workflow.sleep(Duration.ofDays(4));
      stage = "expired";
    }

    @Override
    public String stage() {
      return stage;
    }
  }

  @RegisterExtension
  public static final TestWorkflowExtension testWorkflow =
      TestWorkflowExtension.newBuilder()
          .registerWorkflowImplementationTypes(ReminderWorkflowImpl.class)
          .build();

  @Test
  public void movesThroughStages(
      TestWorkflowEnvironment testEnv, WorkflowClient client, WorkflowOptions options) {
    ReminderWorkflow wf = client.newWorkflowStub(ReminderWorkflow.class, options);
    WorkflowClient.start(wf::run);

    // highlight-next-line
    testEnv.sleep(Duration.ofDays(3).plusHours(1));
    assertEquals("reminded", wf.stage());

    testEnv.sleep(Duration.ofDays(4));
    assertEquals("expired", wf.stage());
  }
}

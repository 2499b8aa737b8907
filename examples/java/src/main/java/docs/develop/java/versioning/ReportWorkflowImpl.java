package docs.develop.java.versioning;

import io.temporal.common.VersioningBehavior;
import io.temporal.workflow.WorkflowVersioningBehavior;

// region: pinned-behaviour
public class ReportWorkflowImpl implements ReportWorkflow {

  @Override
  // highlight-next-line
  @WorkflowVersioningBehavior(VersioningBehavior.PINNED)
  public String generate(String reportName) {
    // ...
    return "done";
  }
}
// endregion: pinned-behaviour

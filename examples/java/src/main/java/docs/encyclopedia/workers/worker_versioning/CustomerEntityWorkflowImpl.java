package docs.encyclopedia.workers.worker_versioning;

import io.temporal.common.VersioningBehavior;
import io.temporal.workflow.WorkflowVersioningBehavior;

// region: auto-upgrade
public class CustomerEntityWorkflowImpl implements CustomerEntityWorkflow {
  @Override
  @WorkflowVersioningBehavior(VersioningBehavior.AUTO_UPGRADE)
  public void run(CustomerState state) {
    // ...
  }
}
// endregion: auto-upgrade

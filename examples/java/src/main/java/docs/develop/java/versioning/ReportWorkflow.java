package docs.develop.java.versioning;

import io.temporal.workflow.WorkflowInterface;
import io.temporal.workflow.WorkflowMethod;

/** Context for the ReportWorkflowImpl shown on docs/develop/java/versioning.mdx. */
@WorkflowInterface
public interface ReportWorkflow {
  @WorkflowMethod
  String generate(String reportName);
}

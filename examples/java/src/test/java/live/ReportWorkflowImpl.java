package live;

import com.example.reports.ReportWorkflow;
import io.temporal.workflow.Workflow;

/** The schedules page shows only the interface; this implementation logs and returns. */
public class ReportWorkflowImpl implements ReportWorkflow {
  @Override
  public void generate(String reportName) {
    Workflow.getLogger(ReportWorkflowImpl.class).info("report {}", reportName);
  }
}

package docs.encyclopedia.workflows.workflow_definition;

/** Context for docs/encyclopedia/workflows/workflow-definition.mdx (not shown there). */
public class Input {
  private String customerId;
  private String plan;
  private int trialDays;

  public String getCustomerId() {
    return customerId;
  }

  public String getPlan() {
    return plan;
  }

  public int getTrialDays() {
    return trialDays;
  }
}

package docs.encyclopedia.workflows.workflow_definition;

/** Context for docs/encyclopedia/workflows/workflow-definition.mdx (not shown there). */
public class Result {
  public boolean charged;

  public Result() {}

  public Result(boolean charged) {
    this.charged = charged;
  }
}

package docs.encyclopedia.workflows.dynamic_handler;

// region: dynamic-workflow
import io.temporal.common.converter.EncodedValues;
import io.temporal.workflow.DynamicWorkflow;
import io.temporal.workflow.Workflow;

public class PluginWorkflow implements DynamicWorkflow {
  @Override
  public Object execute(EncodedValues args) {
    String wfType = Workflow.getInfo().getWorkflowType();
    String input = args.get(0, String.class);
    // ... schedule Activities by name with Workflow.newUntypedActivityStub(...)
    return wfType + ":" + input;
  }
}
// endregion: dynamic-workflow

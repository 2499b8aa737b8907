package docs.encyclopedia.workflows.dynamic_handler;

// region: dynamic-activity
import io.temporal.activity.Activity;
import io.temporal.activity.DynamicActivity;
import io.temporal.common.converter.EncodedValues;

public class PluginActivity implements DynamicActivity {
  @Override
  public Object execute(EncodedValues args) {
    String actType = Activity.getExecutionContext().getInfo().getActivityType();
    return Plugins.run(actType, args.get(0, String.class));
  }
}
// endregion: dynamic-activity

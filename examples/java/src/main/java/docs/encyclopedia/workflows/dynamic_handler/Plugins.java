package docs.encyclopedia.workflows.dynamic_handler;

/** Context for PluginActivity on docs/encyclopedia/workflows/dynamic-handler.mdx: the plugin registry. */
final class Plugins {
  private Plugins() {}

  static Object run(String activityType, String input) {
    return activityType + ":" + input;
  }
}

package docs.encyclopedia.workflows.dynamic_handler;

import io.temporal.worker.Worker;

/** Registering the dynamic Workflow and Activity on a Worker. */
final class PluginRegistration {

  static void register(Worker worker) {
    // region: register
    // Registration
    // highlight-start
    worker.registerWorkflowImplementationTypes(PluginWorkflow.class);
    worker.registerActivitiesImplementations(new PluginActivity());
    // highlight-end
    // endregion: register
  }

  private PluginRegistration() {}
}

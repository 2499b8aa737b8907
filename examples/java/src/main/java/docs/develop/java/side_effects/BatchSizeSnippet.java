package docs.develop.java.side_effects;

import io.temporal.workflow.Workflow;

/** Workflow code that reads a tunable through mutableSideEffect. */
public class BatchSizeSnippet {

  public int batchSize() {
    // region: mutable-side-effect
    int batchSize =
        Workflow.mutableSideEffect(
            "batch-size",
            Integer.class,
            (oldValue, newValue) -> !oldValue.equals(newValue),
            () -> Integer.getInteger("orders.batchSize", 100));
    // endregion: mutable-side-effect
    return batchSize;
  }
}

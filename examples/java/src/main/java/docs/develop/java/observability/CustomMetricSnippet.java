package docs.develop.java.observability;

import io.temporal.workflow.Workflow;

/** Workflow code that counts placed orders per region. */
public class CustomMetricSnippet {

  public void recordOrder(String region) {
    // region: custom-metric
    Workflow.getMetricsScope()
        .tagged(java.util.Collections.singletonMap("region", region))
        .counter("orders_placed")
        .inc(1);
    // endregion: custom-metric
  }
}

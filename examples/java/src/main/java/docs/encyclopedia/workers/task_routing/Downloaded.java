package docs.encyclopedia.workers.task_routing;

/** Context for docs/encyclopedia/workers/task-routing.mdx (not shown there). */
public class Downloaded {
  private String hostQueue;
  private String path;

  public String getHostQueue() {
    return hostQueue;
  }

  public String getPath() {
    return path;
  }
}

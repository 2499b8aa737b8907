package docs.encyclopedia.workers.task_routing;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/workers/task-routing.mdx (not shown there): Runs on the host-specific Task Queue of the Worker that holds the file. */
@ActivityInterface
public interface HostActivities {
  void process(String path);

  void cleanup(String path);
}

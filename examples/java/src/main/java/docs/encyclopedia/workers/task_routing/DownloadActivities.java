package docs.encyclopedia.workers.task_routing;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/workers/task-routing.mdx (not shown there): Runs on the shared Task Queue: downloads the file and says which host has it. */
@ActivityInterface
public interface DownloadActivities {
  Downloaded download(String url);
}

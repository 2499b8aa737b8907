import type * as activities from './activities';

// region: cancellation-type
import { ActivityCancellationType, CancellationScope, isCancellation, proxyActivities } from '@temporalio/workflow';

const { transcodeVideo } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 hour',
  heartbeatTimeout: '20 seconds',
  // highlight-next-line
  cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
});

export async function transcodeWorkflow(videoId: string): Promise<void> {
  const scope = new CancellationScope();
  const transcoding = scope.run(() => transcodeVideo(videoId));
  // ... later:
  scope.cancel();
  // Settles only once the Activity has acknowledged the cancellation (or finished anyway).
  await transcoding.catch((err) => {
    if (!isCancellation(err)) throw err;
  });
}
// endregion: cancellation-type

import { heartbeat, sleep } from '@temporalio/activity';

export async function transcodeVideo(videoId: string): Promise<string> {
  for (let percent = 0; percent < 100; percent += 10) {
    heartbeat(percent); // a heartbeat is how a cancellation request reaches the Activity
    await sleep('1 second');
  }
  return `videos/${videoId}.mp4`;
}

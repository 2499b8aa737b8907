import { activityInfo, heartbeat } from '@temporalio/activity';

export async function copyRows(total: number): Promise<void> {
  const start: number = activityInfo().heartbeatDetails ?? 0;
  for (let offset = start; offset < total; offset += 1000) {
    await copyChunk(offset);
    // highlight-next-line
    heartbeat(offset + 1000);
  }
}

async function copyChunk(offset: number): Promise<void> {
  // write rows offset..offset+999
  console.log(`copying rows ${offset}..${offset + 999}`);
}

// A Worker for a sample whose page shows the Workflows and Activities but no Worker file:
//   node live/worker.js <sample folder> [task queue]
// It registers <folder>/workflows and every export of <folder>/activities (when present) on the
// page's Task Queue (`my-task-queue` unless given) and runs until SIGINT or SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import { NativeConnection, Worker } from '@temporalio/worker';

async function run(): Promise<void> {
  const [folder, taskQueue = 'my-task-queue'] = process.argv.slice(2);
  if (!folder) throw new Error('usage: worker.js <sample folder> [task queue]');
  const dir = path.resolve(__dirname, '..', folder);
  const activitiesFile = path.join(dir, 'activities.js');
  const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  try {
    const worker = await Worker.create({
      connection,
      namespace: 'default',
      taskQueue,
      workflowsPath: require.resolve(path.join(dir, 'workflows')),
      activities: fs.existsSync(activitiesFile) ? require(activitiesFile) : undefined,
    });
    console.log(`worker polling ${taskQueue} for ${folder}`);
    await worker.run();
  } finally {
    await connection.close();
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});

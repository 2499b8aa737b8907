import { Client } from '@temporalio/client';

export async function rollOut(client: Client): Promise<void> {
  const taskQueue = 'legacy-orders';

  // A breaking release: a new compatible set that becomes the default for new Workflows.
  await client.taskQueue.updateBuildIdCompatibility(taskQueue, {
    operation: 'addNewIdInNewDefaultSet',
    buildId: '2.0.0',
  });

  // A compatible fix for 2.0.0: running Workflows on 2.0.0 move to 2.0.1 at their next task.
  await client.taskQueue.updateBuildIdCompatibility(taskQueue, {
    operation: 'addNewCompatibleVersion',
    buildId: '2.0.1',
    existingCompatibleBuildId: '2.0.0',
  });

  const sets = await client.taskQueue.getBuildIdCompatability(taskQueue);
  console.log('default build ID:', sets?.defaultBuildId);

  // Is anything still able to run on 1.0.0? If not, its Workers can be retired.
  const reachability = await client.taskQueue.getReachability({ buildIds: ['1.0.0'] });
  console.log(JSON.stringify(reachability.buildIdReachability['1.0.0']));
}

import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

// Fixed limits: the simplest tuning, suitable when Activities have a known cost.
export async function createFixedWorker(connection: NativeConnection): Promise<Worker> {
  return Worker.create({
    connection,
    taskQueue: 'media',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-start
    // Slots: how many tasks of each kind run at once.
    maxConcurrentWorkflowTaskExecutions: 40,
    maxConcurrentActivityTaskExecutions: 20,
    maxConcurrentLocalActivityExecutions: 20,
    // Pollers: how many long-poll requests wait for new tasks; scale them with the backlog.
    workflowTaskPollerBehavior: { type: 'autoscaling', minimum: 2, maximum: 20 },
    activityTaskPollerBehavior: { type: 'autoscaling', minimum: 2, maximum: 20 },
    // Workflow cache: executions kept in memory between tasks, to avoid replaying history.
    maxCachedWorkflows: 1000,
    // highlight-end
    // Rate limits: per Worker, and for the whole Task Queue (enforced by the Service).
    maxActivitiesPerSecond: 50,
    maxTaskQueueActivitiesPerSecond: 200,
  });
}

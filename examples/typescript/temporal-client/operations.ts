import {
  Client,
  WorkflowExecutionAlreadyStartedError,
  WorkflowFailedError,
  WorkflowNotFoundError,
} from '@temporalio/client';
import { approve, reviewReport } from './workflows';

export async function demo(client: Client): Promise<void> {
  // Start: returns once the Service has recorded the start.
  try {
    const handle = await client.workflow.start(reviewReport, {
      taskQueue: 'my-task-queue',
      workflowId: 'report-42',
      args: ['report-42'],
      workflowExecutionTimeout: '7 days',
      // What to do if an execution with this ID is already running.
      workflowIdConflictPolicy: 'FAIL',
    });
    console.log('started run', handle.firstExecutionRunId);
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) {
      console.log('report-42 is already being reviewed');
    } else {
      throw err;
    }
  }

  // Get a handle to an existing execution by Workflow ID (the latest run).
  const handle = client.workflow.getHandle<typeof reviewReport>('report-42');
  await handle.signal(approve, 'Ana');

  const description = await handle.describe();
  console.log(description.status.name, description.startTime.toISOString());

  try {
    console.log(await handle.result());
  } catch (err) {
    if (err instanceof WorkflowFailedError) {
      console.error('Workflow failed:', err.cause?.message);
    } else if (err instanceof WorkflowNotFoundError) {
      console.error('No such Workflow');
    } else {
      throw err;
    }
  }

  // List executions with a Visibility query.
  for await (const wf of client.workflow.list({
    query: `WorkflowType = 'reviewReport' AND ExecutionStatus = 'Running'`,
  })) {
    console.log(wf.workflowId, wf.runId, wf.startTime);
  }
  const { count } = await client.workflow.count(`WorkflowType = 'reviewReport'`);
  console.log('total reviews', count);
}

// Start and wait in one call.
export async function startAndWait(client: Client): Promise<string> {
  return client.workflow.execute(reviewReport, {
    taskQueue: 'my-task-queue',
    workflowId: 'report-43',
    args: ['report-43'],
  });
}

// Start the Workflow if needed and deliver a Signal in one round trip.
export async function signalWithStart(client: Client): Promise<void> {
  await client.workflow.signalWithStart(reviewReport, {
    taskQueue: 'my-task-queue',
    workflowId: 'report-44',
    args: ['report-44'],
    signal: approve,
    signalArgs: ['Ben'],
  });
}

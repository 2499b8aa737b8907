import { Client, ScheduleOverlapPolicy, ScheduleNotFoundError } from '@temporalio/client';
import { dailyReport } from './workflows';

// Create a Schedule that starts dailyReport at 06:30 Berlin time on weekdays.
export async function createSchedule(client: Client): Promise<void> {
  // highlight-start
  const handle = await client.schedule.create({
    scheduleId: 'daily-report-emea',
    spec: {
      calendars: [
        {
          hour: 6,
          minute: 30,
          dayOfWeek: [{ start: 'MONDAY', end: 'FRIDAY' }],
          comment: 'weekday mornings',
        },
      ],
      timezone: 'Europe/Berlin',
    },
    action: {
      type: 'startWorkflow',
      workflowType: dailyReport,
      args: ['emea'],
      taskQueue: 'my-task-queue',
      // The Service appends the scheduled time to this ID for each run.
      workflowId: 'daily-report-emea',
    },
    policies: {
      overlap: ScheduleOverlapPolicy.SKIP,
      catchupWindow: '1 hour',
      pauseOnFailure: false,
    },
  });
  // highlight-end
  console.log('created', handle.scheduleId);
}

// An interval Schedule: every 15 minutes, offset by 2 minutes.
export async function createIntervalSchedule(client: Client): Promise<void> {
  await client.schedule.create({
    scheduleId: 'sync-inventory',
    spec: { intervals: [{ every: '15 minutes', offset: '2 minutes' }] },
    action: {
      type: 'startWorkflow',
      workflowType: 'syncInventory',
      taskQueue: 'my-task-queue',
    },
  });
}

export async function manageSchedule(client: Client): Promise<void> {
  const handle = client.schedule.getHandle('daily-report-emea');

  // Read the current state, including the next and recent action times.
  const description = await handle.describe();
  console.log('next runs', description.info.nextActionTimes);

  // Change the Schedule: the function receives the current description and returns the new one.
  await handle.update((previous) => ({
    ...previous,
    spec: { ...previous.spec, timezone: 'Europe/Paris' },
  }));

  await handle.pause('Paused during the data migration');
  await handle.unpause('Migration finished');

  // Run once now, outside the calendar.
  await handle.trigger(ScheduleOverlapPolicy.ALLOW_ALL);

  // Re-run the actions that would have happened during an outage.
  await handle.backfill({
    start: new Date('2026-11-01T00:00:00Z'),
    end: new Date('2026-11-03T00:00:00Z'),
    overlap: ScheduleOverlapPolicy.ALLOW_ALL,
  });
}

export async function listAndDelete(client: Client): Promise<void> {
  for await (const schedule of client.schedule.list()) {
    console.log(schedule.scheduleId, schedule.state.paused ? 'paused' : 'active');
  }
  try {
    await client.schedule.getHandle('sync-inventory').delete();
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
  }
}

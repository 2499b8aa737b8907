import { ApplicationFailure, ApplicationFailureCategory } from '@temporalio/common';

interface Job {
  id: string;
  status: 'RUNNING' | 'DONE' | 'FAILED';
}

// Polls an external job. "Not done yet" is expected and is retried by design, so it is raised
// as a BENIGN failure: the Worker logs it at DEBUG level and records no failure metric for it.
export async function waitForJob(jobId: string): Promise<string> {
  const job = await fetchJob(jobId);
  if (job.status === 'RUNNING') {
    // highlight-start
    throw ApplicationFailure.create({
      message: `Job ${jobId} still running`,
      type: 'JobNotReady',
      category: ApplicationFailureCategory.BENIGN,
    });
    // highlight-end
  }
  if (job.status === 'FAILED') {
    // A real failure: stays at the default category, so it is logged as a warning and counted.
    throw ApplicationFailure.nonRetryable(`Job ${jobId} failed`, 'JobFailed');
  }
  return job.id;
}

async function fetchJob(jobId: string): Promise<Job> {
  return { id: jobId, status: 'DONE' };
}

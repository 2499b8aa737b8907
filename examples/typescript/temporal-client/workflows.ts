import { condition, defineSignal, setHandler } from '@temporalio/workflow';

export const approve = defineSignal<[string]>('approve');

// Waits until someone approves the report, then returns the approver's name.
export async function reviewReport(reportId: string): Promise<string> {
  let approver: string | undefined;
  setHandler(approve, (name) => {
    approver = name;
  });
  await condition(() => approver !== undefined);
  return `${reportId} approved by ${approver}`;
}

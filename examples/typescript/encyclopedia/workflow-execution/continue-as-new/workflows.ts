import {
  allHandlersFinished,
  condition,
  continueAsNew,
  defineSignal,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';

export const increment = defineSignal<[number]>('increment');

export async function counter(count: number): Promise<number> {
  let unapplied = 0;
  setHandler(increment, (delta: number) => {
    unapplied += delta;
  });
  for (;;) {
    await condition(() => unapplied > 0);
    count += unapplied;
    unapplied = 0;
    if (workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      // highlight-next-line
      await continueAsNew<typeof counter>(count + unapplied);
    }
  }
}

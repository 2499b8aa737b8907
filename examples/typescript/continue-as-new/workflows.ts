import {
  allHandlersFinished,
  condition,
  continueAsNew,
  defineQuery,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { fetchCustomerPage, sendNewsletter } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 minute',
});

export interface BatchState {
  cursor: string | null;
  sent: number;
}

export const progressQuery = defineQuery<BatchState>('progress');

// Sends a newsletter to every customer, page by page. The state that must survive into the
// next run is passed as the argument of continueAsNew.
export async function newsletterBatch(state: BatchState = { cursor: null, sent: 0 }): Promise<number> {
  setHandler(progressQuery, () => state);

  for (;;) {
    const page = await fetchCustomerPage(state.cursor);
    await Promise.all(page.ids.map((id) => sendNewsletter(id)));
    state = { cursor: page.nextCursor, sent: state.sent + page.ids.length };

    if (state.cursor === null) {
      return state.sent; // All pages done: the chain of runs completes.
    }

    // highlight-start
    if (workflowInfo().continueAsNewSuggested) {
      // Let any running message handlers finish before the run closes.
      await condition(allHandlersFinished);
      await continueAsNew<typeof newsletterBatch>(state);
    }
    // highlight-end
  }
}

import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  defineUpdate,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { recordLedgerEntry } = proxyActivities<typeof activities>({ startToCloseTimeout: '30 seconds' });

// The entity's state: everything the next run needs after Continue-As-New.
export interface AccountState {
  accountId: string;
  balanceCents: number;
  closed: boolean;
}

export const depositUpdate = defineUpdate<number, [number]>('deposit');
export const withdrawUpdate = defineUpdate<number, [number]>('withdraw');
export const closeSignal = defineSignal('close');
export const balanceQuery = defineQuery<number>('balance');

// One long-lived Workflow per account; its Workflow ID is the account ID.
export async function accountEntity(state: AccountState): Promise<AccountState> {
  // Commands are applied one at a time, in arrival order, by the main loop below.
  type Command = { delta: number; resolve: (balance: number) => void; reject: (err: Error) => void };
  const pending: Command[] = [];

  const enqueue = (delta: number) =>
    new Promise<number>((resolve, reject) => pending.push({ delta, resolve, reject }));

  setHandler(balanceQuery, () => state.balanceCents);
  setHandler(closeSignal, () => {
    state.closed = true;
  });
  // highlight-start
  setHandler(depositUpdate, (amount) => enqueue(amount), {
    validator: (amount) => {
      if (state.closed) throw new Error('Account is closed');
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('Amount must be a positive integer');
    },
  });
  setHandler(withdrawUpdate, (amount) => enqueue(-amount), {
    validator: (amount) => {
      if (state.closed) throw new Error('Account is closed');
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('Amount must be a positive integer');
    },
  });
  // highlight-end

  while (!state.closed || pending.length > 0) {
    // Sleep until there is work, the account closes, or the history is getting long.
    await condition(() => pending.length > 0 || state.closed || workflowInfo().continueAsNewSuggested);

    while (pending.length > 0) {
      const command = pending.shift()!;
      const next = state.balanceCents + command.delta;
      if (next < 0) {
        command.reject(ApplicationFailure.create({ message: 'Insufficient funds', type: 'InsufficientFunds' }));
        continue;
      }
      await recordLedgerEntry(state.accountId, command.delta, next);
      state = { ...state, balanceCents: next };
      command.resolve(next);
    }

    if (workflowInfo().continueAsNewSuggested && !state.closed) {
      await condition(allHandlersFinished);
      // highlight-next-line
      await continueAsNew<typeof accountEntity>(state);
    }
  }
  return state;
}

// Runs a list of steps one after another, each starting in a task of its own, so that the browser
// can paint and answer input between them (see stagedEntry.ts).

/**
 * Posts `callback` as a new task: a MessageChannel message, which a background tab does not delay
 * the way it throttles setTimeout (to once a second).
 */
export function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/**
 * Starts each step in a task of its own once the previous step's promise has settled; resolves
 * when all have, rejects with the first failure (the steps after it do not run).
 */
export function runInTasks(
  steps: readonly (() => Promise<unknown>)[],
  schedule: (callback: () => void) => void = nextTask,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const run = (index: number): void => {
      if (index === steps.length) {
        resolve();
        return;
      }
      schedule(() => {
        Promise.resolve()
          .then(steps[index])
          .then(() => run(index + 1), reject);
      });
    };
    run(0);
  });
}

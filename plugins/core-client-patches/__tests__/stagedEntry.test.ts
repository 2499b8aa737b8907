import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import coreClientPatchesPlugin from '../index';
import {runInTasks} from '../runInTasks';
import {installedPath, installedSource} from './installed';

/** A scheduler that holds each task until the test runs it. */
function manualTasks() {
  const queue: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void queue.push(task),
    queued: () => queue.length,
    /** Runs the next task and lets the promises it starts settle. */
    async runNext() {
      queue.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('runInTasks', () => {
  it('starts each step in a task of its own, in order, after the previous one settled', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    const step = (name: string) => async () => void ran.push(name);
    const done = runInTasks([step('a'), step('b'), step('c')], tasks.schedule);
    expect(ran).toEqual([]); // nothing runs in the caller's task
    for (const expected of [['a'], ['a', 'b'], ['a', 'b', 'c']]) {
      expect(tasks.queued()).toBe(1);
      await tasks.runNext();
      expect(ran).toEqual(expected);
    }
    expect(tasks.queued()).toBe(0);
    await expect(done).resolves.toBeUndefined();
  });

  it('stops at the first failing step and rejects with its error', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    const failure = new Error('a module threw while it ran');
    const done = runInTasks(
      [
        async () => void ran.push('a'),
        () => {
          throw failure;
        },
        async () => void ran.push('c'),
      ],
      tasks.schedule,
    );
    const outcome = done.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await tasks.runNext();
    await tasks.runNext();
    expect(await outcome).toBe(failure);
    expect(tasks.queued()).toBe(0);
    expect(ran).toEqual(['a']);
  });

  it('posts its tasks through a MessageChannel by default', async () => {
    const ran: number[] = [];
    await runInTasks([async () => void ran.push(1), async () => void ran.push(2)]);
    expect(ran).toEqual([1, 2]);
  });
});

describe('the staged entry', () => {
  const entryOf = (mode: string, isServer = false) =>
    (
      coreClientPatchesPlugin().configureWebpack!({mode} as never, isServer, {} as never, {} as never) as {
        entry?: string;
      }
    ).entry;

  it('is the client entry of production builds only', () => {
    expect(entryOf('production')).toBe(path.join(__dirname, '..', 'stagedEntry.ts'));
    expect(entryOf('development')).toBeUndefined();
    expect(entryOf('production', true)).toBeUndefined();
  });

  it('runs the entry the installed @docusaurus/core configures, last', () => {
    // Docusaurus's client configuration names lib/client/clientEntry.js as the entry it replaces.
    expect(installedSource('@docusaurus/core/lib/webpack/client.js')).toContain(
      "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')",
    );
    expect(fs.existsSync(installedPath('@docusaurus/core/lib/client/clientEntry.js'))).toBe(true);
    const staged = fs.readFileSync(path.join(__dirname, '..', 'stagedEntry.ts'), 'utf8');
    const imports = [...staged.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
    expect(imports.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry.js');
    expect(imports.length).toBeGreaterThan(1);
  });
});

import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installedSource, loadersFor} from './installed';

const require = createRequire(import.meta.url);
const {patchPreload} = require('../preloadInTwoTasks.cjs') as {patchPreload: (s: string) => string};
const FILE = '@docusaurus/core/lib/client/preload.js';

type Component = {prepare?: () => void; preload?: () => Promise<string>};

/** The patched preload(), run with a route table of stand-ins and a task queue the test drives. */
function patchedPreload(components: Record<string, Component>, tasks: (() => void)[]) {
  const patched = patchPreload(installedSource(FILE));
  const body = patched.slice(patched.indexOf('export default function preload'));
  const matchRoutes = (_routes: unknown, pathname: string) =>
    pathname in components ? [{route: {component: components[pathname]}}] : [];
  return new Function('matchRoutes', 'routes', 'nextTask', `${body.replace('export default ', '')}; return preload;`)(
    matchRoutes,
    [],
    (callback: () => void) => tasks.push(callback),
  ) as (pathname: string) => Promise<unknown[]>;
}

describe('preload in two tasks patch', () => {
  it('builds the matched routes’ loadables at once and loads their chunks in the next task', async () => {
    const calls: string[] = [];
    const tasks: (() => void)[] = [];
    const preload = patchedPreload(
      {
        '/docs/a': {
          prepare: () => void calls.push('prepare /docs/a'),
          preload: async () => {
            calls.push('preload /docs/a');
            return 'loaded';
          },
        },
      },
      tasks,
    );
    const result = preload('/docs/a');
    expect(calls).toEqual(['prepare /docs/a']);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(await result).toEqual(['loaded']);
    expect(calls).toEqual(['prepare /docs/a', 'preload /docs/a']);
  });

  it('patches the installed preload.js once, imports nextTask, and the plugin’s rule matches it', () => {
    const patched = patchPreload(installedSource(FILE));
    expect(patched.startsWith('import {nextTask} from ')).toBe(true);
    expect(patched).toContain('runInTasks.ts');
    expect(patchPreload(patched)).toBe(patched);
    expect(loadersFor(FILE)).toEqual(['preloadInTwoTasks.cjs']);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchPreload('something else')).toThrow(/preload\.js.*found it 0 times/);
  });
});

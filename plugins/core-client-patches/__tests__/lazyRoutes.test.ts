import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import coreClientPatchesPlugin from '../index';

const require = createRequire(import.meta.url);
const {patchComponentCreator} = require('../lazyRoutes.cjs') as {patchComponentCreator: (s: string) => string};
const FILE = '@docusaurus/core/lib/client/exports/ComponentCreator.js';
const installedPath = () => {
  const found = (require.resolve.paths(FILE) ?? []).map((dir) => path.join(dir, FILE)).find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${FILE} is not installed`);
  return found;
};

/** The patched ComponentCreator, run with a stand-in for react-loadable's Loadable.Map. */
function lazyCreator(built: string[]) {
  const patched = patchComponentCreator(fs.readFileSync(installedPath(), 'utf8'));
  const start = patched.indexOf('// core-client-patches');
  const end = patched.indexOf('function createRouteLoadable(path, hash) {');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const React = {createElement: (type: unknown, props: unknown) => ({type, props})};
  const createRouteLoadable = (routePath: string) => {
    built.push(routePath);
    return Object.assign(function Loadable() {}, {preload: () => `preloaded ${routePath}`});
  };
  const body = `${patched.slice(start, end).replace('export default ', '')}; return ComponentCreator;`;
  return new Function('React', 'createRouteLoadable', body)(React, createRouteLoadable) as (
    p: string,
    h: string,
  ) => ((props: object) => {type: unknown; props: object}) & {preload: () => string};
}

describe('lazy routes patch', () => {
  it('builds a route’s loadable on its first render or preload, once, and not when the table is created', () => {
    const built: string[] = [];
    const ComponentCreator = lazyCreator(built);
    const routes = ['/a', '/b', '/c'].map((p) => ComponentCreator(p, 'x'));
    expect(built).toEqual([]);
    expect(routes[1]!.preload()).toBe('preloaded /b');
    const element = routes[1]!({route: 'props'});
    expect(element.props).toEqual({route: 'props'});
    expect(built).toEqual(['/b']);
    routes[2]!({});
    expect(built).toEqual(['/b', '/c']);
  });

  it('patches the installed ComponentCreator.js once, and the plugin’s rule matches it', () => {
    const patched = patchComponentCreator(fs.readFileSync(installedPath(), 'utf8'));
    expect(patched.match(/export default function ComponentCreator/g)).toHaveLength(1);
    expect(patchComponentCreator(patched)).toBe(patched);
    const {rules} = (
      coreClientPatchesPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {
        module: {rules: {test: RegExp; use: {loader: string}[]}[]};
      }
    ).module;
    const matching = rules.filter((rule) => rule.test.test(installedPath()));
    expect(matching.map((rule) => path.basename(rule.use[0]!.loader))).toEqual(['lazyRoutes.cjs']);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchComponentCreator('something else')).toThrow(/ComponentCreator\.js.*found it 0 times/);
  });
});

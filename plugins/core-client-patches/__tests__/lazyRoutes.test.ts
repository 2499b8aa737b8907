import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installedSource, loadersFor} from './installed';

const require = createRequire(import.meta.url);
const {patchComponentCreator} = require('../lazyRoutes.cjs') as {patchComponentCreator: (s: string) => string};
const FILE = '@docusaurus/core/lib/client/exports/ComponentCreator.js';

/** The patched ComponentCreator, run with a stand-in for react-loadable's Loadable.Map. */
function lazyCreator(built: string[]) {
  const patched = patchComponentCreator(installedSource(FILE));
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
  ) => ((props: object) => {type: unknown; props: object}) & {preload: () => string; prepare: () => void};
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

  it('builds a route’s loadable without loading it when the route is prepared', () => {
    const built: string[] = [];
    const route = lazyCreator(built)('/a', 'x');
    route.prepare();
    route.prepare();
    expect(built).toEqual(['/a']);
    expect(route.preload()).toBe('preloaded /a');
    expect(built).toEqual(['/a']);
  });

  it('patches the installed ComponentCreator.js once, and the plugin’s rule matches it', () => {
    const patched = patchComponentCreator(installedSource(FILE));
    expect(patched.match(/export default function ComponentCreator/g)).toHaveLength(1);
    expect(patchComponentCreator(patched)).toBe(patched);
    expect(loadersFor(FILE)).toEqual(['lazyRoutes.cjs']);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchComponentCreator('something else')).toThrow(/ComponentCreator\.js.*found it 0 times/);
  });
});

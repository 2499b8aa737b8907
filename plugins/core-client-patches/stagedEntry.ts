// The client's entry in production builds, in place of @docusaurus/core 3.8.1's
// lib/client/clientEntry.js (set by ./index.ts). That entry imports the whole client — React DOM,
// the route table and registry of ~540 routes, the docs' global data, the theme, the client
// modules — so all of it runs while the main bundle is evaluated. The browser evaluates a deferred
// script in the task that finishes parsing the page, which then lays out the whole document: on a
// long guide at a phone's speed that was one task of 130–220 ms before the page could answer a
// tap. Here the main bundle runs the client modules and schedules the rest: each part below runs
// in a task of its own, and Docusaurus's client entry (with the patches of this folder) runs last,
// as published.
// webpackMode "eager" keeps each part in the main bundle: nothing more is fetched, and a module an
// earlier part ran is not run again when a later part imports it.
//
// The client modules still run at once, in the main bundle's own task, as they did when Docusaurus's
// entry imported them (through its App): before the bundle's start-up prefetches, which a client
// module may turn off (src/clientModules/codeHighlighter.ts), and before React renders.
import '@generated/client-modules';
import {runInTasks} from './runInTasks';

/** Marks each part's start in the Performance timeline (`docs-start:<part>`), for tests and traces. */
const part = (name: string, load: () => Promise<unknown>) => () => {
  performance.mark(`docs-start:${name}`);
  return load();
};

runInTasks([
  part('react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')),
  part('routes', () => import(/* webpackMode: "eager" */ '@generated/routes')),
  part('global-data', () => import(/* webpackMode: "eager" */ '@docusaurus/useGlobalData')),
  part('theme', () => import(/* webpackMode: "eager" */ '@theme/Layout')),
  part('client-entry', () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js')),
]).catch((error: unknown) => {
  // As an error thrown while the bundle ran: reported as uncaught, the page stays as served.
  setTimeout(() => {
    throw error;
  });
});

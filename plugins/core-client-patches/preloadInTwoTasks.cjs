// Build-time fix for @docusaurus/core 3.8.1's route preload (lib/client/preload.js), which the client
// entry runs for the first route and the router for every navigation: it matches the path against
// the route table (compiling the path pattern of each route it tries), builds the matched routes'
// loadables and calls their loaders, which add a <script> for each chunk, all in one task. On a
// long guide at a phone's speed that task was the longest of the page's start-up once the client
// started a part per task (stagedEntry.ts). The patch matches and builds the loadables
// (Route.prepare, from lazyRoutes.cjs) in the calling task and requests the chunks in the next
// (runInTasks.ts's nextTask, a MessageChannel message). What is loaded, and the promise's result,
// are unchanged.
'use strict';

const path = require('node:path');
const {replaceOnce} = require('../replaceOnce.cjs');

const UPSTREAM = `    return Promise.all(matches.map((match) => match.route.component.preload?.()));`;

const PATCHED = `    // core-client-patches: the loadables are built in this task, their chunks requested in the next.
    matches.forEach((match) => match.route.component.prepare?.());
    return new Promise((resolve) => nextTask(resolve)).then(() => Promise.all(matches.map((match) => match.route.component.preload?.())));`;

function patchPreload(source) {
  const patched = replaceOnce(source, UPSTREAM, PATCHED, {
    plugin: 'core-client-patches',
    file: '@docusaurus/core/lib/client/preload.js',
    what: 'the preload of the matched routes',
    hint: 'check how a route is now preloaded, then update or remove this patch.',
  });
  if (patched === source) return source;
  const runInTasks = JSON.stringify(path.join(__dirname, 'runInTasks.ts'));
  return `import {nextTask} from ${runInTasks};\n${patched}`;
}

module.exports = function preloadInTwoTasksLoader(source) {
  return patchPreload(source);
};
module.exports.patchPreload = patchPreload;

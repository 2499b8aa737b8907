// Build-time fix for @docusaurus/core 3.8.1's client prefetch (lib/client/docusaurus.js). Every
// link that scrolls into view prefetches its route's chunks. Upstream, each prefetch scanned every
// entry of routesChunkNames with a regular expression and added its <link rel="prefetch">
// elements at once, so a long page with hundreds of links spent a long task on it while loading.
// This patch
// - indexes the entries by route path once, with the same rule (the name without its "-hash"),
// - and runs the prefetches when the browser is idle, a few at a time (at most about 10 ms of work
//   per idle callback), instead of all at once.
// What is prefetched, and when a route counts as fetched, are unchanged.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const UPSTREAM = `const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)
    .filter(
// Remove the last part containing the route hash
// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
// output: /blog/2018/12/14/Happy-First-Birthday-Slash
([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));`;

const PATCHED = `// core-client-patches: routesChunkNames indexed by route path (the name without its "-hash").
let chunkNamesByPath = null;
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByPath) {
        chunkNamesByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByPath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByPath.set(routePath, names);
        }
    }
    return chunkNamesByPath.get(path) ?? [];
};`;

const UPSTREAM_PREFETCH = `    fetched.add(routePath);
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);`;

const PATCHED_PREFETCH = `    fetched.add(routePath);
    // core-client-patches: the work below runs when the browser is idle.
    return whenIdle(() => prefetchNow(routePath));
};
const prefetchQueue = [];
let prefetchDrainScheduled = false;
const requestIdle = (callback) => typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 3000 })
    : window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 50);
// At most this long per idle callback (an idle period lasts up to 50 ms, a long task at a
// phone's CPU speed): the rest waits for the next idle period.
const PREFETCH_SLICE_MS = 10;
const drainPrefetchQueue = (deadline) => {
    prefetchDrainScheduled = false;
    const sliceEnd = performance.now() + PREFETCH_SLICE_MS;
    do {
        prefetchQueue.shift()();
    } while (prefetchQueue.length > 0 && deadline.timeRemaining() > 4 && performance.now() < sliceEnd);
    if (prefetchQueue.length > 0) {
        prefetchDrainScheduled = true;
        requestIdle(drainPrefetchQueue);
    }
};
const whenIdle = (job) => new Promise((resolve) => {
    prefetchQueue.push(() => resolve(job()));
    if (!prefetchDrainScheduled) {
        prefetchDrainScheduled = true;
        requestIdle(drainPrefetchQueue);
    }
});
const prefetchNow = (routePath) => {
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);`;

const SITE = {
  plugin: 'core-client-patches',
  file: '@docusaurus/core/lib/client/docusaurus.js',
  hint: 'check how it now prefetches routes, then update or remove this patch.',
};

function patchPrefetch(source) {
  const indexed = replaceOnce(source, UPSTREAM, PATCHED, {...SITE, what: 'the prefetch chunk lookup'});
  return replaceOnce(indexed, UPSTREAM_PREFETCH, PATCHED_PREFETCH, {...SITE, what: 'the prefetch body'});
}

module.exports = function prefetchLoader(source) {
  return patchPrefetch(source);
};
module.exports.patchPrefetch = patchPrefetch;

// Build-time fix for @docusaurus/core 3.8.1's client prefetch (lib/client/docusaurus.js). Every
// link that scrolls into view prefetches its route's chunks. Upstream, each prefetch scanned every
// entry of routesChunkNames with a regular expression and added its <link rel="prefetch">
// elements at once, so a long page with hundreds of links spent a long task on it while loading.
// This patch
// - indexes the entries by route path once, with the same rule (the name without its "-hash"), a
//   hundred entries per idle job,
// - and runs the prefetches when the browser is idle, a few at a time (at most about 10 ms of work
//   per idle callback), instead of all at once: finding a route's chunks is one job, adding each of
//   its <link rel="prefetch"> elements another.
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

const PATCHED = `// core-client-patches: routesChunkNames indexed by route path (the name without its "-hash"),
// built in slices of idle work before the first prefetch (indexChunkNames), or at once if needed.
const chunkNamesByPath = new Map();
let chunkEntries = null;
let chunkEntriesIndexed = 0;
// Indexes up to \`count\` more entries; whether entries remain.
const indexChunkNames = (count) => {
    chunkEntries ??= Object.entries(routesChunkNames);
    const end = Math.min(chunkEntries.length, chunkEntriesIndexed + count);
    for (; chunkEntriesIndexed < end; chunkEntriesIndexed++) {
        const [routeNameWithHash, routeChunks] = chunkEntries[chunkEntriesIndexed];
        const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
        const names = chunkNamesByPath.get(routePath) ?? [];
        names.push(...Object.values(flat(routeChunks)));
        chunkNamesByPath.set(routePath, names);
    }
    return chunkEntriesIndexed < chunkEntries.length;
};
const getChunkNamesToLoad = (path) => {
    while (indexChunkNames(Infinity));
    return chunkNamesByPath.get(path) ?? [];
};`;

const UPSTREAM_PREFETCH = `    fetched.add(routePath);
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);`;

const PATCHED_PREFETCH = `    fetched.add(routePath);
    // core-client-patches: the work below runs when the browser is idle, after the route table's
    // chunk names are indexed (a slice of routes per job).
    if (!chunkIndexQueued) {
        chunkIndexQueued = true;
        const indexSlice = () => {
            if (indexChunkNames(CHUNK_INDEX_SLICE)) prefetchQueue.unshift(indexSlice);
        };
        prefetchQueue.push(indexSlice);
    }
    return whenIdle(() => prefetchNow(routePath));
};
let chunkIndexQueued = false;
const CHUNK_INDEX_SLICE = 100;
const prefetchQueue = [];
let prefetchDrainScheduled = false;
const requestIdle = (callback) => typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 3000 })
    : window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 50);
// At most this long per idle callback (an idle period lasts up to 50 ms, a long task at a
// phone's CPU speed): the rest waits for the next idle period.
const PREFETCH_SLICE_MS = 10;
// Each job is small: finding one route's chunks, or adding one <link> (the costly part: the browser
// starts the request as the element is added), so one idle callback never runs long.
// A drain stays scheduled while it runs: the jobs it runs add jobs of their own.
const drainPrefetchQueue = (deadline) => {
    const sliceEnd = performance.now() + PREFETCH_SLICE_MS;
    do {
        prefetchQueue.shift()();
    } while (prefetchQueue.length > 0 && deadline.timeRemaining() > 4 && performance.now() < sliceEnd);
    if (prefetchQueue.length > 0) requestIdle(drainPrefetchQueue);
    else prefetchDrainScheduled = false;
};
// \`next\`: before the jobs already waiting (a route's links, right after its chunks are found).
const whenIdle = (job, next = false) => new Promise((resolve) => {
    const run = () => resolve(job());
    if (next) prefetchQueue.splice(nextAt++, 0, run);
    else prefetchQueue.push(run);
    if (!prefetchDrainScheduled) {
        prefetchDrainScheduled = true;
        requestIdle(drainPrefetchQueue);
    }
});
// Where the next \`next\` job goes: reset as each route's job starts.
let nextAt = 0;
const prefetchNow = (routePath) => {
    nextAt = 0;
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);`;

const UPSTREAM_LINK = `        if (chunkAsset && !chunkAsset.includes('undefined')) {
            return prefetchHelper(chunkAsset);
        }`;

const PATCHED_LINK = `        if (chunkAsset && !chunkAsset.includes('undefined')) {
            // core-client-patches: one <link> per idle job.
            return whenIdle(() => prefetchHelper(chunkAsset), true);
        }`;

const SITE = {
  plugin: 'core-client-patches',
  file: '@docusaurus/core/lib/client/docusaurus.js',
  hint: 'check how it now prefetches routes, then update or remove this patch.',
};

function patchPrefetch(source) {
  const indexed = replaceOnce(source, UPSTREAM, PATCHED, {...SITE, what: 'the prefetch chunk lookup'});
  const deferred = replaceOnce(indexed, UPSTREAM_PREFETCH, PATCHED_PREFETCH, {...SITE, what: 'the prefetch body'});
  return replaceOnce(deferred, UPSTREAM_LINK, PATCHED_LINK, {...SITE, what: 'the prefetch of one chunk'});
}

module.exports = function prefetchLoader(source) {
  return patchPrefetch(source);
};
module.exports.patchPrefetch = patchPrefetch;

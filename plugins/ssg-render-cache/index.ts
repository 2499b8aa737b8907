// Turns on the render cache of static site generation (renderCache.cjs, loaded in Docusaurus's SSG
// worker threads by the patch of @docusaurus/core in patches/): a page whose render would give the
// same result as in the previous build is taken from node_modules/.cache/ssg-render (emptied by
// `docusaurus clear`) instead of being rendered again. After the build it says how many pages were
// rendered and how many came from the cache. `cache: false` (or DOCS_BUILD_CACHES=off in the
// environment, which also turns off plugins/minify-cache) renders every page, as Docusaurus does.
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {OFF_ENV} from '../minify-cache';

const NAME = 'ssg-render-cache';
/** The variable the patched SSG reads: the options of renderCache.cjs, as JSON. */
export const ENV = 'DOCS_SSG_RENDER_CACHE';

export interface SsgRenderCacheOptions {
  cache: boolean;
}

/** What the build did with each page, from the cache entries' times and first bytes. */
export function summarize(
  entryFiles: readonly string[],
  buildStartedMs: number,
): {rendered: number; reused: number; uncacheable: number; missing: number} {
  const counts = {rendered: 0, reused: 0, uncacheable: 0, missing: 0};
  for (const file of entryFiles) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      counts.missing += 1;
      continue;
    }
    if (stat.mtimeMs < buildStartedMs) {
      counts.reused += 1;
      continue;
    }
    counts.rendered += 1;
    const head = Buffer.alloc(32);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
    if (head.toString('utf8').startsWith('{"uncacheable"')) counts.uncacheable += 1;
  }
  return counts;
}

/**
 * Removes the files of a folder last used before a time (the minifier's entries are touched when a
 * build uses them); returns how many.
 */
export function removeUnused(folder: string, beforeMs: number): number {
  let removed = 0;
  let names: string[] = [];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(folder, name);
    if (fs.statSync(file).mtimeMs < beforeMs) {
      fs.rmSync(file, {force: true});
      removed += 1;
    }
  }
  return removed;
}

export default function ssgRenderCachePlugin(
  context: {siteDir: string; generatedFilesDir: string},
  options: Partial<SsgRenderCacheOptions> = {},
): Plugin {
  const dir = path.join(context.siteDir, 'node_modules/.cache/ssg-render');
  const on = options.cache !== false && process.env[OFF_ENV] !== 'off';
  // Whole-second precision: a file system may round modification times down.
  const startedMs = Math.floor(Date.now() / 1000) * 1000;
  if (on) {
    process.env[ENV] = JSON.stringify({
      module: path.join(__dirname, 'renderCache.cjs'),
      dir,
      registry: path.join(context.generatedFilesDir, 'registry.js'),
    });
  } else {
    delete process.env[ENV];
  }
  return {
    name: NAME,
    async postBuild({routesPaths}) {
      if (!on) return;
      // The entry file names are computed as renderCache.cjs computes them.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {entryFile} = require('./renderCache.cjs') as {
        entryFile: (dir: string, pathname: string) => string;
      };
      const files = routesPaths.map((pathname) => entryFile(dir, pathname));
      const {rendered, reused, uncacheable, missing} = summarize(files, startedMs);
      const notCached = uncacheable ? `; ${uncacheable} cannot be cached` : '';
      const notSeen = missing ? `; ${missing} without an entry` : '';
      const removed = removeUnused(path.join(dir, 'minified'), startedMs);
      const minified = removed
        ? `; ${removed} cached minified ${removed === 1 ? 'page' : 'pages'} no longer used, removed`
        : '';
      logger.info(
        `[${NAME}] ${rendered} of ${files.length} pages rendered, ${reused} from the cache${notCached}${notSeen}${minified}`,
      );
    },
  };
}

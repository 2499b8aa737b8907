// Builds the embedded search index after the site is built: reads every rendered page, extracts
// DocSearch-shaped records, and writes the index (./shards.ts): a content-hashed whole index, the
// sharded index the browser client (src/lib/search) reads on first use, and a small manifest.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords, type ExtractedPage} from './extractRecords';
import {buildIndex, isIgnored} from './buildIndex';
import {writeSearchIndex} from './shards';
import {RecordCache, extractorVersion, pageKey} from './recordCache';
import {pacedCollection} from '../build-memory';
import logger from '@docusaurus/logger';
import type {SearchIndexOptions} from './options';

export {validateOptions} from './options';

// Synchronous: ~500 small files one after another, where awaiting each read's round trip through
// the thread pool took most of a second of the build (780 ms against 260 ms, pages from the cache).
function readPage(outDir: string, route: string): string | null {
  const clean = route.replace(/^\/+|\/+$/g, '');
  for (const candidate of [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)]) {
    try {
      return fs.readFileSync(candidate, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

export default function searchIndexPlugin({siteDir}: LoadContext, options: SearchIndexOptions): Plugin {
  // Emptied by `docusaurus clear` with the bundler's cache.
  const cacheFile = path.join(siteDir, 'node_modules/.cache/search-index/records.json');
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const started = performance.now();
      const routes = [...new Set(routesPaths)].filter(
        (r) => !isIgnored(r.slice(baseUrl.length - 1), options.ignorePaths),
      );
      const cache = new RecordCache(options.cache ? cacheFile : null);
      await cache.load();
      const version = extractorVersion(siteDir);
      const extracted: ExtractedPage[] = [];
      const collectGarbage = pacedCollection();
      for (const route of routes) {
        const html = readPage(outDir, route);
        if (html === null) continue;
        const page = cache.records(pageKey(version, route, options.defaultSection, html), () =>
          extractRecords(html, route, options.defaultSection),
        );
        if (page) extracted.push(page);
        await collectGarbage(cache.misses);
      }
      await cache.save();
      const extractedIn = performance.now() - started;
      const index = buildIndex(extracted);
      const {files, bytes} = await writeSearchIndex(index, outDir, baseUrl);
      logger.info(
        `[search-index] ${index.pages.length} pages, ${index.records.length} records → ${files} files (${Math.round(bytes / 1024)} KiB); pages read in ${Math.round(extractedIn)} ms (${cache.hits} from the cache, ${cache.misses} extracted), index written in ${Math.round(performance.now() - started - extractedIn)} ms`,
      );
    },
  };
}

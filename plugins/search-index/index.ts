// Builds the embedded search index after the site is built: reads every rendered page, extracts
// DocSearch-shaped records, and writes the index (./shards.ts): a content-hashed whole index, the
// sharded index the browser client (src/lib/search) reads on first use, and a small manifest.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords, type ExtractedPage} from './extractRecords';
import {buildIndex, isIgnored} from './buildIndex';
import {writeSearchIndex} from './shards';
import logger from '@docusaurus/logger';
import type {SearchIndexOptions} from './options';

export {validateOptions} from './options';

async function readPage(outDir: string, route: string): Promise<string | null> {
  const clean = route.replace(/^\/+|\/+$/g, '');
  for (const candidate of [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)]) {
    try {
      return await fs.readFile(candidate, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

export default function searchIndexPlugin(_context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const routes = [...new Set(routesPaths)].filter(
        (r) => !isIgnored(r.slice(baseUrl.length - 1), options.ignorePaths),
      );
      const extracted: ExtractedPage[] = [];
      for (const route of routes) {
        const html = await readPage(outDir, route);
        const page = html && extractRecords(html, route, options.defaultSection);
        if (page) extracted.push(page);
      }
      const started = performance.now();
      const index = buildIndex(extracted);
      const {files, bytes} = await writeSearchIndex(index, outDir, baseUrl);
      logger.info(
        `[search-index] ${index.pages.length} pages, ${index.records.length} records → ${files} files (${Math.round(bytes / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

// Builds the embedded search index after the site is built: reads every rendered page, extracts
// DocSearch-shaped records, and writes a content-hashed index plus a small manifest that the
// browser client (src/lib/search) reads on first use.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords, type ExtractedPage} from './extractRecords';
import {buildIndex, contentHash, isIgnored} from './buildIndex';
import {MANIFEST_PATH, type SearchIndexManifest} from './records';
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
      const index = buildIndex(extracted);
      const json = JSON.stringify(index);
      const file = `search-index.${contentHash(json)}.json`;
      await fs.writeFile(path.join(outDir, file), json);
      const manifest: SearchIndexManifest = {
        index: `${baseUrl}${file}`,
        pages: index.pages.length,
        records: index.records.length,
      };
      await fs.writeFile(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
      logger.info(
        `[search-index] ${index.pages.length} pages, ${index.records.length} records → ${file} (${Math.round(json.length / 1024)} KiB)`,
      );
    },
  };
}

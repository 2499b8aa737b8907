#!/usr/bin/env node
// @ts-check
// npm run search:export — writes the built site's search records as Algolia/DocSearch records to
//   build/algolia-records.json (run after `npm run build`).
// npm run search:push — uploads them to Algolia, replacing the index's content atomically. Needs
//   ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (an admin key, never the search key).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

// jiti loads the TypeScript modules the site itself uses, so there is one implementation.
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
const {toAlgoliaRecords} = jiti('../plugins/search-index/toAlgoliaRecords.ts');
const {readEnvironment} = jiti('../config/env.ts');

const command = process.argv[2];
const buildDir = path.resolve('build');
const manifestFile = path.join(buildDir, 'search-index.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No search index in build/: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const index = JSON.parse(fs.readFileSync(path.join(buildDir, manifest.index.replace(/^\//, '')), 'utf8'));
const env = readEnvironment();
const records = toAlgoliaRecords(index, env.siteUrl);

if (command === 'export') {
  const out = path.join(buildDir, 'algolia-records.json');
  fs.writeFileSync(out, JSON.stringify(records));
  console.log(
    `Wrote ${records.length} records from ${index.pages.length} pages to ${path.relative(process.cwd(), out)}`,
  );
} else if (command === 'push') {
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'].filter(
    (name) => !process.env[name],
  );
  if (missing.length) {
    console.error(`search:push needs ${missing.join(', ')}.`);
    process.exit(1);
  }
  // All three are set: checked above.
  const appId = /** @type {string} */ (process.env.ALGOLIA_APP_ID);
  const indexName = /** @type {string} */ (process.env.ALGOLIA_INDEX_NAME);
  const adminKey = /** @type {string} */ (process.env.ALGOLIA_ADMIN_API_KEY);
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({
    indexName,
    indexSettings: {
      attributesForFaceting: ['language', 'docusaurus_tag', 'type', 'sdk'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesToSnippet: ['content:10'],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      distinct: true,
      attributeForDistinct: 'url',
    },
  });
  await client.replaceAllObjects({indexName, objects: records});
  console.log(`Uploaded ${records.length} records to ${indexName}.`);
} else {
  console.error('Usage: node scripts/search-records.mjs export|push');
  process.exit(1);
}

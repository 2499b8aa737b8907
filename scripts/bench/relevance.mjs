// @ts-check
// How the labelled queries (labelled-queries.json) rank on the site's search engine, in seconds and
// without a server: loads the engine the browser uses (src/lib/search/shardedEngine.ts, over the
// shards made in memory from the index; `--engine whole` for the whole-index engine.ts) through
// ./ts-hooks.mjs, from a build's index (or from an index re-extracted from the build's HTML with
// --reindex, so a change of plugins/search-index is measured without a site build), and prints hit@1
// and hit@5 overall, for the first 48 queries and the rest, and per kind, then every query not
// ranked first.
//
//   node scripts/bench/relevance.mjs [--build-dir build] [--reindex [--save-index file] | --index file]
//                                    [--engine sharded|whole] [--all] [--json out.json]
import fs from 'node:fs';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {labelledCounts, rankOfPage} from '../lib/bench-measures.mjs';
import {BENCH_DIR, ROOT} from './site.mjs';

/** The labelled set's first entries, written before the rest; reported apart to watch overfitting. */
const FIRST_SET = 48;
const ORIGIN = 'http://localhost';
const PARAMS = {hitsPerPage: 100, facetFilters: ['language:en']};

const {values: args} = parseArgs({
  options: {
    'build-dir': {type: 'string', default: path.join(ROOT, 'build')},
    reindex: {type: 'boolean', default: false},
    all: {type: 'boolean', default: false},
    json: {type: 'string'},
    'save-index': {type: 'string'},
    index: {type: 'string'},
    engine: {type: 'string', default: 'sharded'},
  },
});
const buildDir = path.resolve(/** @type {string} */ (args['build-dir']));

register('./ts-hooks.mjs', import.meta.url);
/** @param {string} file */
const importTs = (file) => import(pathToFileURL(path.join(ROOT, file)).href);

/** Every built page's route and HTML file (`<route>/index.html` or `<route>.html`). */
function builtPages() {
  /** @type {{route: string, file: string}[]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = `/${path.relative(buildDir, full).split(path.sep).join('/')}`;
        const route = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -'.html'.length);
        pages.push({route: route === '/' ? route : route.replace(/\/$/, ''), file: full});
      }
    }
  };
  walk(buildDir);
  return pages;
}

/** The index the plugin would write for this build's HTML, with today's extraction. */
async function reindex() {
  const {extractRecords} = await importTs('plugins/search-index/extractRecords.ts');
  const {buildIndex, isIgnored} = await importTs('plugins/search-index/buildIndex.ts');
  const {searchIgnorePaths} = await importTs('config/unindexedRoutes.ts');
  const seen = new Set();
  const extracted = [];
  for (const {route, file} of builtPages()) {
    if (seen.has(route) || isIgnored(route, searchIgnorePaths)) continue;
    seen.add(route);
    const page = extractRecords(fs.readFileSync(file, 'utf8'), route);
    if (page) extracted.push(page);
  }
  return buildIndex(extracted);
}

const t0 = performance.now();
const index = args.reindex
  ? await reindex()
  : args.index
    ? JSON.parse(fs.readFileSync(args.index, 'utf8'))
    : JSON.parse(
        fs.readFileSync(
          path.join(buildDir, JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')).index),
          'utf8',
        ),
      );
if (args['save-index']) fs.writeFileSync(args['save-index'], JSON.stringify(index));
/** The engine to measure: the browser's (sharded, its files served from memory) or the whole-index one. */
async function openEngine() {
  if (args.engine === 'whole') {
    const {SearchEngine} = await importTs('src/lib/search/engine.ts');
    return new SearchEngine(index, ORIGIN);
  }
  const {searchIndexFiles} = await importTs('plugins/search-index/shards.ts');
  const {gunzipIfNeeded} = await importTs('plugins/search-index/shardFormat.ts');
  const {ShardedEngine} = await importTs('src/lib/search/shardedEngine.ts');
  const {files} = searchIndexFiles(index);
  /** @param {string} url */
  const file = (url) => {
    const content = files.get(url.replace(/^\//, ''));
    if (content === undefined) throw new Error(`${url}: not in the index`);
    return content;
  };
  return ShardedEngine.open('/search-index.json', ORIGIN, {
    json: async (/** @type {string} */ url) => JSON.parse(String(file(url))),
    bytes: async (/** @type {string} */ url) => {
      const content = file(url);
      return gunzipIfNeeded(typeof content === 'string' ? new TextEncoder().encode(content) : content);
    },
  });
}
const engine = await openEngine();
const t1 = performance.now();

/** @type {{query: string, target: string, kind: string}[]} */
const labelled = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'labelled-queries.json'), 'utf8'));
const ranks = [];
for (const [i, {query, target, kind}] of labelled.entries()) {
  const {hits} = await engine.search({...PARAMS, query});
  ranks.push({i, query, target, kind, ...rankOfPage(hits, target)});
}

/** @param {string} label @param {typeof ranks} set */
const line = (label, set) => {
  const {first: at1, top5: at5} = labelledCounts(set.map((r) => r.rank));
  const pct = (/** @type {number} */ n) => `${((100 * n) / set.length).toFixed(0)}%`;
  return `${label.padEnd(10)} hit@1 ${at1}/${set.length} (${pct(at1)})  hit@5 ${at5}/${set.length} (${pct(at5)})`;
};
console.log(
  `${args.engine} engine, index ${index.pages.length} pages, ${index.records.length} records (${(t1 - t0).toFixed(0)} ms)`,
);
console.log(line('all', ranks));
console.log(line(`first ${FIRST_SET}`, ranks.slice(0, FIRST_SET)));
console.log(line('rest', ranks.slice(FIRST_SET)));
for (const kind of [...new Set(ranks.map((r) => r.kind))]) {
  console.log(
    line(
      kind,
      ranks.filter((r) => r.kind === kind),
    ),
  );
}
for (const r of ranks) {
  if (r.rank !== 1 || args.all) {
    console.log(`${String(r.rank || '-').padStart(3)}  ${r.query}  → ${r.target}  (first: ${r.first})`);
  }
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(ranks, null, 2));

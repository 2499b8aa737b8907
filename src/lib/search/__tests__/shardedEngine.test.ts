// The sharded engine against the whole-index engine it replaces in the browser: the shards round
// trip, term lookup and expansion, the same ranking over the labelled queries on a corpus made from
// the site's own pages, and that a query fetches only a few small files.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import MiniSearch from 'minisearch';
import {FIELDS, MINISEARCH_OPTIONS, SearchEngine, documentsOf, type Doc, type SearchParams} from '../engine';
import {
  MAX_ONE_LETTER_EXPANSIONS,
  MAX_PREFIX_EXPANSIONS,
  ShardedEngine,
  shortestOf,
  type IndexLoader,
} from '../shardedEngine';
import {buildShards, searchIndexFiles} from '../../../../plugins/search-index/shards';
import {
  decodePages,
  decodePostings,
  decodeTerms,
  encodePages,
  encodePostings,
  encodeTerms,
  gunzipIfNeeded,
  packFiles,
  unpackFiles,
  type ShardCore,
} from '../../../../plugins/search-index/shardFormat';
import type {
  IndexedPage,
  IndexedRecord,
  SearchIndexFile,
  SearchIndexManifest,
} from '../../../../plugins/search-index/records';

const ROOT = path.resolve(__dirname, '../../../..');
const ORIGIN = 'https://docs.example.com';
// What DocSearch's modal sends.
const MODAL: SearchParams = {hitsPerPage: 20, facetFilters: ['language:en']};

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
}

/**
 * An index of the site's own pages read from their Markdown (no build needed): a page per file, a
 * record per heading and per paragraph outside code blocks — the vocabulary and size of the real one.
 */
function corpusOfDocs(): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  for (const file of walk(path.join(ROOT, 'docs')).sort()) {
    const text = fs.readFileSync(file, 'utf8');
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    const title = /^title:\s*(.+)$/m.exec(text)?.[1]?.replace(/^['"]|['"]$/g, '') ?? path.basename(file);
    const p = pages.length;
    const route = `/${path.relative(path.join(ROOT, 'docs'), file).replace(/(\/index)?\.mdx?$/, '')}`;
    const keywords = /^keywords:\s*\[(.+)\]$/m.exec(text)?.[1]?.replace(/['"]/g, '');
    const description = /^description:\s*(.+)$/m.exec(text)?.[1]?.replace(/^['"]|['"]$/g, '');
    pages.push({
      u: route,
      l0: route.split('/')[1] ?? 'Docs',
      l1: title,
      lang: 'en',
      tag: 'docs-default-current',
      ...(keywords ? {k: keywords} : {}),
      ...(description ? {d: description} : {}),
      ...(/legacy|deprecated/i.test(title) ? {old: 1 as const} : {}),
    });
    const chain: string[] = [];
    let anchor = '';
    let inCode = false;
    const first = records.length;
    records.push({p, a: '', t: 'lvl1', h: [], c: ''});
    for (const line of body.split('\n')) {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode || !line.trim() || /^(import|export|<|```)/.test(line)) continue;
      const heading = /^(#{2,6})\s+(.+)$/.exec(line);
      if (heading) {
        const level = heading[1]!.length;
        chain.length = level - 2;
        chain[level - 2] = heading[2]!;
        for (let i = 0; i < chain.length; i++) chain[i] ??= '';
        anchor = heading[2]!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        records.push({p, a: anchor, t: `lvl${level}` as IndexedRecord['t'], h: [...chain], c: ''});
      } else {
        const c = line.replace(/^[-*\d.]+\s+/, '').trim();
        if (records[first]!.c === '') records[first]!.c = c;
        records.push({p, a: anchor, t: 'content', h: [...chain], c});
      }
    }
  }
  return {v: 1, pages, records};
}

/** A loader over an in-memory site that records what was fetched. */
function memoryLoader(files: Map<string, string | Uint8Array>, fetched: string[]): IndexLoader {
  const get = (url: string) => {
    fetched.push(url);
    const file = files.get(url.replace(/^\//, ''));
    if (file === undefined) throw new Error(`${url}: not found`);
    return file;
  };
  return {
    json: async (url) => JSON.parse(String(get(url))),
    bytes: async (url) => {
      const file = get(url);
      return gunzipIfNeeded(typeof file === 'string' ? new TextEncoder().encode(file) : file);
    },
  };
}

const topPages = (hits: {url_without_anchor: string}[]) =>
  [...new Set(hits.map((h) => h.url_without_anchor))].slice(0, 5);

describe('the shard format', () => {
  it('front-codes sorted terms and reads them back', () => {
    const terms = [
      'a',
      'activities',
      'activity',
      'activityoptions',
      'b',
      'signal',
      'signals',
      'x'.repeat(50),
      'x'.repeat(51),
    ];
    const encoded = encodeTerms(terms);
    expect(decodeTerms(encoded)).toEqual(terms);
    expect(encoded.length).toBeLessThan(terms.join('\n').length);
  });

  it('writes postings as varints and reads them back', () => {
    const out: number[] = [];
    const fields: [number, number, number][][] = [
      [
        [3, 1, 7],
        [200, 2, 1],
        [70_000, 300, 4000],
      ],
      [],
      [[0, 1, 2]],
    ];
    encodePostings(out, fields);
    encodePostings(out, [[], [[5, 1, 9]], []]);
    const [first, second] = decodePostings(Uint8Array.from(out), 2, 3);
    expect([...first![0]!.ids]).toEqual([3, 200, 70_000]);
    expect([...first![0]!.tfs]).toEqual([1, 2, 300]);
    expect([...first![0]!.lengths]).toEqual([7, 1, 4000]);
    expect([...second![1]!.lengths]).toEqual([9]);
    expect(first![1]!.ids).toHaveLength(0);
    expect([...second![1]!.ids]).toEqual([5]);
  });
});

describe('the sharded engine', () => {
  let index: SearchIndexFile;
  let whole: SearchEngine;
  let files: Map<string, string | Uint8Array>;
  let manifest: SearchIndexManifest;
  let fetched: string[];
  let sharded: ShardedEngine;

  beforeAll(async () => {
    index = corpusOfDocs();
    whole = new SearchEngine(index, ORIGIN);
    ({files, manifest} = searchIndexFiles(index));
    fetched = [];
    sharded = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, fetched));
  }, 120_000);

  it('stores the pages column by column and reads them back unchanged', () => {
    const pages = [
      {u: '/a', l0: 'Develop', l1: 'A', lang: 'en', tag: 'docs-default-current', sdk: 'go'},
      {u: '/b', l0: 'Cloud', l1: 'B', lang: 'en', tag: 'docs-default-current', old: 1 as const},
    ];
    const columns = encodePages(pages);
    expect(columns.sdk).toEqual(['go', '']);
    expect(columns.old).toEqual([1]);
    expect(decodePages(columns)).toEqual(pages);
  });

  it('keeps the shortest expansions of a prefix, the shorter first, then alphabetically', () => {
    const terms = ['s', 'sa', 'saga', 'sdk', 'see', 'set', 'signal', 'so', 'start'];
    const byRule = (n: number) =>
      new Set([...terms].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, n));
    for (let n = 0; n <= terms.length + 1; n++) {
      expect(shortestOf(terms, n)).toEqual(terms.filter((t) => byRule(n).has(t)));
    }
  });

  it('packs files into one and unpacks them unchanged', () => {
    const contents = [Uint8Array.from([1, 2, 3]), new Uint8Array(0), Uint8Array.from([255])];
    expect(unpackFiles(packFiles(contents)).map((f) => [...f])).toEqual([[1, 2, 3], [], [255]]);
    expect(() => unpackFiles(packFiles(contents).subarray(0, 18))).toThrow(/cut short/);
  });

  it('holds every term with MiniSearch’s postings, in files named by their content', async () => {
    expect(index.records.length).toBeGreaterThan(10_000);
    const mini = new MiniSearch<Doc>(MINISEARCH_OPTIONS);
    mini.addAll(documentsOf(index));
    const js = mini.toJSON();
    const coreJson = JSON.parse(String(files.get(manifest.core.slice(1)))) as ShardCore;
    const terms = decodeTerms(coreJson.terms);
    expect(terms).toHaveLength(js.index.length);
    expect(coreJson.n).toBe(index.records.length);
    // The statistics BM25 needs are MiniSearch's own, to the last bit.
    expect(coreJson.avg).toEqual(js.averageFieldLength);
    // The first postings file, decoded, equals MiniSearch's own postings of its terms, and each
    // posting carries MiniSearch's length of the field in its record.
    const end = coreJson.postings.start[1]!;
    const decoded = decodePostings(
      await gunzipIfNeeded(files.get(`search-index/t.${coreJson.postings.hash}-0.bin`) as Uint8Array),
      end,
      FIELDS.length,
    );
    const byTerm = new Map(js.index);
    decoded.forEach((fields, i) => {
      const expected = byTerm.get(terms[i]!)!;
      fields.forEach(({ids, tfs, lengths}, field) => {
        const entries = Object.entries(expected[field] ?? {}).map(([id, tf]) => [Number(id), tf]);
        expect([...ids].map((id, k) => [id, tfs[k]])).toEqual(entries);
        ids.forEach((id, k) => expect(lengths[k]).toBe(js.fieldLength[id]![field]));
      });
    });
    for (const name of files.keys()) {
      if (name !== 'search-index.json')
        expect(name).toMatch(/^(search-index\/[a-z]+|search-index)\.[0-9a-f]{10}(-\d+)?\.(json|bin)$/);
    }
  }, 60_000);

  it('renames the files whose content changes', () => {
    const small = {...index, records: index.records.filter((r) => r.p < 10)};
    const before = buildShards(small);
    const changed = buildShards({
      ...small,
      records: small.records.map((r, i) => (i === 5 ? {...r, c: `${r.c} changed`} : r)),
    });
    expect(changed.core).not.toBe(before.core);
    const recordNames = (s: typeof before) => [...s.files.keys()].filter((n) => n.startsWith('r.'));
    expect(recordNames(changed)).not.toEqual(recordNames(before));
  });

  it('expands a term to its prefixes and near spellings, as MiniSearch weighs them', () => {
    const signal = sharded.expand('signal', true, 0.2);
    expect(signal[0]).toEqual({term: 'signal', weight: 1});
    const signals = signal.find((e) => e.term === 'signals')!;
    expect(signals.weight).toBeCloseTo((0.375 * 7) / (7 + 0.3), 12);
    // Prefix matches are scored as prefixes only, never again as fuzzy ones.
    expect(signal.filter((e) => e.term === 'signals')).toHaveLength(1);
    // "singal" is two edits from "signal": only the typo rules (2 edits) reach it.
    expect(sharded.expand('singal', true, 0.2).map((e) => e.term)).not.toContain('signal');
    const lenient = sharded.expand('singal', true, 2).find((e) => e.term === 'signal')!;
    expect(lenient.weight).toBeCloseTo((0.45 * 6) / (6 + 2), 12);
    // A short prefix keeps only its shortest expansions; a one-letter one fewer still.
    const s = sharded.expand('s', true, false);
    expect(s).toHaveLength(MAX_ONE_LETTER_EXPANSIONS);
    expect(Math.max(...s.map((e) => e.term.length))).toBeLessThanOrEqual(3);
    const se = sharded.expand('se', true, false);
    expect(se).toHaveLength(MAX_PREFIX_EXPANSIONS);
    expect(Math.max(...se.map((e) => e.term.length))).toBeLessThanOrEqual(7);
    // From four letters a prefix keeps every expansion, as MiniSearch does.
    expect(sharded.expand('work', true, false).length).toBeGreaterThan(MAX_PREFIX_EXPANSIONS);
  });

  it('tells a typo by its term dictionary', () => {
    expect(sharded.known('signal')).toBe(true);
    expect(sharded.known('singal')).toBe(false);
  });

  it('ranks the labelled queries as the whole-index engine does', async () => {
    const labelled = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/bench/labelled-queries.json'), 'utf8')) as {
      query: string;
    }[];
    const queries = [...labelled.map((l) => l.query), 'singal', 'contineu as new', 'python signal', 'workflow'];
    const differences: string[] = [];
    for (const query of queries) {
      const expected = whole.search({...MODAL, query});
      const actual = await sharded.search({...MODAL, query});
      if (JSON.stringify(topPages(actual.hits)) !== JSON.stringify(topPages(expected.hits))) differences.push(query);
      expect(actual.hits[0]?.objectID, query).toBe(expected.hits[0]?.objectID);
      if (actual.hits[0]) expect(actual.hits[0].hierarchy, query).toEqual(expected.hits[0]!.hierarchy);
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('expands near spellings alike whether the fuzzy tree is being filled or complete', async () => {
    // A fresh engine: its tree is filled in slices after it opens; a fuzzy lookup now completes it.
    const fresh = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, []));
    expect(fresh.expand('singal', true, 2)).toEqual(sharded.expand('singal', true, 2));
    expect(fresh.expand('workflw', true, 0.2)).toEqual(sharded.expand('workflw', true, 0.2));
  });

  it('finds a page despite a typo the strict rules miss', async () => {
    const expected = whole.search({...MODAL, query: 'singal'});
    expect(expected.nbHits).toBeGreaterThan(0);
    expect((await sharded.search({...MODAL, query: 'singal'})).hits.map((h) => h.objectID)).toEqual(
      expected.hits.map((h) => h.objectID),
    );
  });

  it('fetches a few files for a query: never the whole index', async () => {
    // A fresh engine: the other tests' queries have fetched files already.
    fetched.length = 0;
    const fresh = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, fetched));
    fetched.length = 0;
    const {hits} = await fresh.search({...MODAL, query: 'heartbeat timeout'});
    expect(hits.length).toBeGreaterThan(0);
    expect(fetched.some((url) => /search-index\.[0-9a-f]+\.json$/.test(url))).toBe(false);
    const postings = fetched.filter((url) => url.includes('/t.'));
    const recordFiles = fetched.filter((url) => url.includes('/r.'));
    const total = [...files.keys()];
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.length).toBeLessThan(total.filter((n) => n.includes('/t.')).length / 10);
    expect(recordFiles.length).toBeLessThanOrEqual(hits.length);
    // The same query again fetches nothing.
    fetched.length = 0;
    await fresh.search({...MODAL, query: 'heartbeat timeout'});
    expect(fetched).toEqual([]);
  });

  it('answers one or two characters from the page titles, as the whole-index engine does, fetching nothing', async () => {
    fetched.length = 0;
    const fresh = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, fetched));
    fetched.length = 0;
    for (const query of ['s', 'Si', 'wo', 'q']) {
      const {hits, nbHits} = await fresh.search({...MODAL, query});
      expect(hits.length, query).toBeGreaterThan(0);
      const word = query.toLowerCase();
      for (const hit of hits) {
        expect(hit.type, query).toBe('lvl1');
        expect(hit.content, query).toBeNull();
        const titleWords = hit.hierarchy.lvl1!.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        expect(
          titleWords.some((w) => w.startsWith(word)),
          `${query}: ${hit.hierarchy.lvl1}`,
        ).toBe(true);
      }
      const expected = whole.search({...MODAL, query});
      expect(
        hits.map((h) => h.objectID),
        query,
      ).toEqual(expected.hits.map((h) => h.objectID));
      expect(nbHits, query).toBe(expected.nbHits);
    }
    expect(fetched).toEqual([]);
    // The third character searches every record again.
    await fresh.search({...MODAL, query: 'sig'});
    expect(fetched.some((url) => url.includes('/t.'))).toBe(true);
  });

  it('stops a search that a newer one made useless once its postings are in, fetching no record', async () => {
    fetched.length = 0;
    const fresh = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, fetched));
    fetched.length = 0;
    let current = true;
    const stale = fresh.search({...MODAL, query: 'schedule'}, () => current);
    current = false; // the next keystroke's search arrives while the postings load
    expect(await stale).toBeNull();
    expect(fetched.some((url) => url.includes('/t.'))).toBe(true);
    expect(fetched.filter((url) => url.includes('/r.'))).toEqual([]);
  });

  it('fetches the rest of the index in two files, then answers any query alike without fetching', async () => {
    fetched.length = 0;
    const fresh = await ShardedEngine.open('/search-index.json', ORIGIN, memoryLoader(files, fetched));
    await fresh.search({...MODAL, query: 'signal'});
    fetched.length = 0;
    expect(await fresh.fill()).toBe(true);
    expect(fetched).toHaveLength(2);
    expect(fetched.every((url) => /\/[tr]\.[0-9a-f]{10}\.(bin|json)$/.test(url))).toBe(true);
    fetched.length = 0;
    for (const query of ['worker versioning', 'continue as new', 'retry policy', 'signal']) {
      const filled = await fresh.search({...MODAL, query});
      const fragments = await sharded.search({...MODAL, query});
      expect(filled.hits.map((h) => h.objectID)).toEqual(fragments.hits.map((h) => h.objectID));
      expect(filled.hits[0]?.content ?? filled.hits[0]?.hierarchy).toEqual(
        fragments.hits[0]?.content ?? fragments.hits[0]?.hierarchy,
      );
    }
    expect(fetched).toEqual([]);
  });

  it('writes no fill file larger than its limit, and a core without fill files fills nothing', async () => {
    const small = {...index, records: index.records.filter((r) => r.p < 40)};
    const limited = buildShards(small, 1024);
    const core = JSON.parse(String(limited.files.get(limited.core))) as ShardCore;
    expect(core.fill).toBeUndefined();
    expect([...limited.files.keys()].filter((n) => /^[tr]\.[0-9a-f]{10}\./.test(n))).toEqual([]);
    const {fill} = JSON.parse(String(buildShards(small).files.get(buildShards(small).core))) as ShardCore;
    expect(fill?.postings).toMatch(/^t\.[0-9a-f]{10}\.bin$/);
    expect(fill?.records).toMatch(/^r\.[0-9a-f]{10}\.json$/);
    const lone = new ShardedEngine(core, '/search-index/', ORIGIN, memoryLoader(new Map(), []));
    expect(await lone.fill()).toBe(false);
  });
});

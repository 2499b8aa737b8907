import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {extractRecords} from '../extractRecords';
import {RecordCache, extractorVersion, pageKey} from '../recordCache';

const html = (text: string, runtime = 'runtime~main.8f89977b', main = 'main.d1f025b0') => `<html><head>
<link rel="stylesheet" href="/assets/css/styles.d5d428df.css"><script src="/assets/js/${runtime}.js" defer></script>
<script src="/assets/js/${main}.js" defer></script></head>
<body><article><header><h1>Durable Timers</h1></header><div class="markdown"><p>${text}</p></div></article></body></html>`;

const dirs: string[] = [];
function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('pageKey', () => {
  it('ignores the bundle addresses every page names, and nothing else', () => {
    const key = pageKey('v1', '/timers', 'Documentation', html('A Timer pauses a Workflow.'));
    // A build after editing another page: new chunk hashes on every page.
    expect(
      pageKey('v1', '/timers', 'Documentation', html('A Timer pauses a Workflow.', 'runtime~main.0000', 'main.1111')),
    ).toBe(key);
    expect(pageKey('v1', '/timers', 'Documentation', html('A Timer pauses a Workflow!'))).not.toBe(key);
    expect(pageKey('v1', '/other', 'Documentation', html('A Timer pauses a Workflow.'))).not.toBe(key);
    expect(pageKey('v1', '/timers', 'Docs', html('A Timer pauses a Workflow.'))).not.toBe(key);
    expect(pageKey('v2', '/timers', 'Documentation', html('A Timer pauses a Workflow.'))).not.toBe(key);
  });
});

describe('extractorVersion', () => {
  it("reads the extractor's own sources", () => {
    expect(extractorVersion(path.join(__dirname, '../../..'))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when a source of the extractor changes', () => {
    const dir = tmp();
    const source = path.join(dir, 'extract.ts');
    fs.writeFileSync(source, 'export const a = 1;');
    const before = extractorVersion(dir, [source]);
    expect(extractorVersion(dir, [source])).toBe(before);
    fs.writeFileSync(source, 'export const a = 2;');
    expect(extractorVersion(dir, [source])).not.toBe(before);
  });
});

describe('RecordCache', () => {
  it('extracts a page once across builds and gives back the same records', async () => {
    const file = path.join(tmp(), 'cache', 'records.json');
    const page = html('A Timer pauses a Workflow.');
    const key = pageKey('v1', '/timers', 'Documentation', page);
    let extractions = 0;
    const extract = () => {
      extractions++;
      return extractRecords(page, '/timers');
    };

    const first = new RecordCache(file);
    await first.load();
    const fresh = first.records(key, extract);
    await first.save();
    expect([first.hits, first.misses]).toEqual([0, 1]);

    const second = new RecordCache(file);
    await second.load();
    expect(second.records(key, extract)).toEqual(fresh);
    expect([second.hits, second.misses, extractions]).toEqual([1, 0, 1]);
  });

  it('keeps only the entries the last build used, and a page without records as such', async () => {
    const file = path.join(tmp(), 'records.json');
    const one = new RecordCache(file);
    one.records('a', () => null);
    one.records('b', () => extractRecords(html('Kept.'), '/b'));
    await one.save();

    const two = new RecordCache(file);
    await two.load();
    expect(two.records('a', () => extractRecords(html('Not this.'), '/a'))).toBeNull();
    await two.save();
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)).toEqual(['a']);
  });

  it('treats a missing or damaged file as empty, and without a file stores nothing', async () => {
    const file = path.join(tmp(), 'records.json');
    fs.writeFileSync(file, '{"a": [truncated');
    const damaged = new RecordCache(file);
    await damaged.load();
    damaged.records('a', () => null);
    expect(damaged.misses).toBe(1);

    const off = new RecordCache(null);
    await off.load();
    off.records('a', () => null);
    off.records('a', () => null);
    await off.save();
    expect([off.hits, off.misses]).toEqual([0, 2]);
  });
});

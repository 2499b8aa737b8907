#!/usr/bin/env node
// @ts-check
// Generates manifests/sdk-core.json from the shared Rust core of the TypeScript, Python, .NET and
// Ruby SDKs (temporalio/sdk-core) at a release tag: every metric it creates (the `name` of each
// MetricParameters passed to a counter, histogram or gauge constructor, outside test modules),
// with its instrument type, plus the metric label keys (the KEY_* constants) and the default
// metric prefix.
//
//   node scripts/manifests/sdk-core.mjs <sdk-core git dir> [tag]
import {commitOf, listFiles, repoArgs, show, writeManifest} from './lib.mjs';

/** Index of the bracket closing the one at `open` in Rust source: skips "…", r#"…"#, 'c' (not lifetimes). */
function matchBracket(/** @type {string} */ src, /** @type {number} */ open) {
  const pairs = /** @type {Record<string, string>} */ ({'(': ')', '[': ']', '{': '}'});
  const stack = [pairs[src[open]]];
  for (let i = open + 1; i < src.length; i++) {
    const c = src[i];
    const raw = src.slice(i).match(/^r(#*)"/);
    if (raw && !/\w/.test(src[i - 1])) {
      const end = src.indexOf(`"${raw[1]}`, i + raw[0].length);
      i = end + raw[1].length;
    } else if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === "'") {
      const ch = src.slice(i).match(/^'(?:\\.[^']*|[^'\\])'/);
      if (ch) i += ch[0].length - 1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i;
    }
  }
  throw new Error(`unbalanced bracket at offset ${open}`);
}

const {dir, tag} = repoArgs('node scripts/manifests/sdk-core.mjs <sdk-core git dir> [tag]');
const files = listFiles(dir, tag, 'crates', (f) => /\/src\/.*\.rs$/.test(f) && !/\/tests?\//.test(f));
/** Source without its `#[cfg(test)] mod …` blocks and comments. */
const sources = files.map((file) => {
  let src = show(dir, tag, file)
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:"])\/\/[^\n]*/gm, (c, p) => p + ' '.repeat(c.length - p.length));
  for (
    let i = src.search(/#\[cfg\(test\)\]\s*(pub(\(\w+\))?\s+)?mod\s+\w+\s*\{/);
    i >= 0;
    i = src.search(/#\[cfg\(test\)\]\s*(pub(\(\w+\))?\s+)?mod\s+\w+\s*\{/)
  ) {
    const open = src.indexOf('{', i);
    const close = matchBracket(src, open);
    src = src.slice(0, i) + src.slice(i, close + 1).replace(/[^\n]/g, ' ') + src.slice(close + 1);
  }
  return {file, src};
});

/** @type {Map<string, string>} */
const consts = new Map();
for (const {src} of sources) {
  for (const m of src.matchAll(/(?:const|static)\s+([A-Z][A-Z0-9_]*)\s*:\s*&(?:'static\s+)?str\s*=\s*"([^"]*)"/g))
    consts.set(m[1], m[2]);
}
const TYPES = /** @type {Record<string, string>} */ ({
  counter: 'counter',
  counter_with_in_mem: 'counter',
  up_down_counter: 'up-down counter',
  histogram: 'histogram',
  histogram_f64: 'histogram',
  histogram_duration: 'histogram',
  histogram_with_in_mem: 'histogram',
  gauge: 'gauge',
  gauge_f64: 'gauge',
  gauge_with_in_mem: 'gauge',
});
/** @type {Record<string, {type: string, unit: string, file: string, line: number}>} */
const metrics = {};
for (const {file, src} of sources) {
  for (const m of src.matchAll(/\b(\w+)\s*\(\s*MetricParameters\s*\{/g)) {
    const type = TYPES[m[1]];
    if (!type) continue;
    const open = /** @type {number} */ (m.index) + m[0].length - 1;
    const body = src.slice(open + 1, matchBracket(src, open));
    const nameExpr = body.match(/name:\s*([^,]+?)\.into\(\)/)?.[1].trim();
    if (!nameExpr) continue;
    const name = nameExpr.startsWith('"') ? nameExpr.slice(1, -1) : consts.get(nameExpr);
    if (!name) throw new Error(`${file}: cannot resolve metric name ${nameExpr}`);
    const unit = body.match(/unit:\s*"([^"]*)"/)?.[1] ?? '';
    metrics[name] = {type, unit, file, line: src.slice(0, m.index).split('\n').length};
  }
}
const labels = [
  ...new Set(
    sources.flatMap(({src}) => [...src.matchAll(/const\s+KEY_\w+\s*:\s*&str\s*=\s*"([^"]+)"/g)].map((m) => m[1])),
  ),
];
const prefix = consts.get('METRIC_PREFIX');

await writeManifest('sdk-core', {
  source: 'temporalio/sdk-core',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/sdk-core.mjs',
  metricPrefix: prefix,
  metrics: Object.fromEntries(Object.entries(metrics).sort(([a], [b]) => a.localeCompare(b))),
  metricLabels: labels.sort(),
});
console.log(`${Object.keys(metrics).length} metrics (prefix ${prefix}), ${labels.length} labels`);

#!/usr/bin/env node
// @ts-check
// Generates manifests/sdk-go.json from the Go SDK (temporalio/sdk-go) at a release tag: every
// metric name the SDK emits (internal/common/metrics/constants.go) with its instrument type
// (counter, timer or gauge, from the handler call that records it) and the metric label names.
//
//   node scripts/manifests/sdk-go.mjs <sdk-go git dir> [tag]
import {blankGoComments, commitOf, goConstants, goString, listFiles, repoArgs, show, writeManifest} from './lib.mjs';

const {dir, tag} = repoArgs('node scripts/manifests/sdk-go.mjs <sdk-go git dir> [tag]');
const CONSTANTS = 'internal/common/metrics/constants.go';
const src = show(dir, tag, CONSTANTS);
const consts = goConstants(src);
const lineOf = (/** @type {string} */ name) =>
  src.split('\n').findIndex((l) => new RegExp(`^\\s*${name}\\s*=`).test(l)) + 1;

/** @param {string} expr @returns {string | null} */
function value(expr, depth = 0) {
  if (depth > 5) return null;
  let out = '';
  for (const part of expr.split('+').map((p) => p.trim())) {
    const s = goString(part);
    if (s !== null) out += s;
    else if (consts.has(part)) {
      const v = value(/** @type {string} */ (consts.get(part)), depth + 1);
      if (v === null) return null;
      out += v;
    } else return null;
  }
  return out;
}

/** @type {Record<string, {constant: string, type: string | null, deprecated: boolean, line: number}>} */
const metrics = {};
const labels = [];
const constBlocks = blankGoComments(src).split(/\n\/\/ Metric tag keys|\nconst \(/);
for (const [name, expr] of consts) {
  const v = value(expr);
  if (v === null) continue;
  if (v.startsWith('temporal_') && !/Prefix$|TagValue$/.test(name)) {
    const decl = src.split('\n')[lineOf(name) - 1] ?? '';
    metrics[v] = {constant: name, type: null, deprecated: /Deprecated/.test(decl), line: lineOf(name)};
  } else if (/TagName$|^RequestFailureCode$/.test(name)) labels.push(v);
}
void constBlocks;

// The instrument: `.Counter(metrics.X)`, `.Timer(X)`, `.Gauge(X)`, also through a local variable
// assigned from the constant (`metric := TemporalRequest … handler.Counter(metric)`).
const byConstant = new Map(Object.entries(metrics).map(([n, m]) => [m.constant, n]));
for (const file of listFiles(dir, tag, '.', (f) => f.endsWith('.go') && !f.endsWith('_test.go'))) {
  const text = blankGoComments(show(dir, tag, file));
  if (!/\b(Counter|Timer|Gauge)\(/.test(text)) continue;
  /** @type {Map<string, string[]>} */
  const vars = new Map();
  for (const m of text.matchAll(/\b(\w+)\s*:?=\s*(?:metrics\.)?([A-Z]\w*)\b(?!\s*[.(])/g)) {
    if (byConstant.has(m[2])) vars.set(m[1], [...(vars.get(m[1]) ?? []), m[2]]);
  }
  for (const m of text.matchAll(/\b(Counter|Timer|Gauge)\(\s*(?:metrics\.)?(\w+)\s*\)/g)) {
    const names = byConstant.has(m[2]) ? [m[2]] : (vars.get(m[2]) ?? []);
    for (const c of names) {
      const metric = metrics[/** @type {string} */ (byConstant.get(c))];
      const type = m[1].toLowerCase();
      if (metric.type && metric.type !== type) throw new Error(`${c} recorded as ${metric.type} and ${type}`);
      metric.type = type;
    }
  }
}

// A name the SDK defines but never records is not a metric it emits.
for (const m of Object.values(metrics)) if (!m.type) Object.assign(m, {type: null, emitted: false});

await writeManifest('sdk-go', {
  source: 'temporalio/sdk-go',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/sdk-go.mjs',
  metricsFile: CONSTANTS,
  metrics: Object.fromEntries(Object.entries(metrics).sort(([a], [b]) => a.localeCompare(b))),
  metricLabels: labels.sort(),
});
const untyped = Object.entries(metrics)
  .filter(([, m]) => !m.type)
  .map(([n]) => n);
console.log(
  `${Object.keys(metrics).length} metrics (${untyped.length} never recorded: ${untyped.join(', ') || 'none'}), ${labels.length} labels`,
);

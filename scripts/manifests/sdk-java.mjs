#!/usr/bin/env node
// @ts-check
// Generates manifests/sdk-java.json from the Java SDK (temporalio/sdk-java) at a release tag:
// every metric name of io.temporal.worker.MetricsType and io.temporal.serviceclient.MetricsType
// with its instrument type (counter, timer or gauge, from the Tally scope call that records it),
// whether it is @Deprecated, and the metric label (tag) names of MetricsTag.
//
//   node scripts/manifests/sdk-java.mjs <sdk-java git dir> [tag]
import {commitOf, listFiles, repoArgs, show, writeManifest} from './lib.mjs';

const {dir, tag} = repoArgs('node scripts/manifests/sdk-java.mjs <sdk-java git dir> [tag]');
const FILES = [
  'temporal-serviceclient/src/main/java/io/temporal/serviceclient/MetricsType.java',
  'temporal-sdk/src/main/java/io/temporal/worker/MetricsType.java',
];
const TAGS = 'temporal-serviceclient/src/main/java/io/temporal/serviceclient/MetricsTag.java';

/** @type {Map<string, string>} */
const consts = new Map();
/** @type {Record<string, {constant: string, file: string, line: number, deprecated: boolean, type: string | null, emitted?: boolean}>} */
const metrics = {};
for (const file of FILES) {
  const src = show(dir, tag, file);
  const re = /((?:@\w+\s*(?:\/\/[^\n]*\n\s*)*)*)public static final String (\w+)\s*=\s*([^;]+);/g;
  let m;
  while ((m = re.exec(src))) {
    const parts = m[3].split('+').map((p) => p.trim());
    const value = parts.map((p) => (p.startsWith('"') ? p.slice(1, -1) : (consts.get(p) ?? `?${p}`))).join('');
    consts.set(m[2], value);
    if (m[2] === 'TEMPORAL_METRICS_PREFIX' || value.includes('?')) continue;
    metrics[value] = {
      constant: m[2],
      file,
      line: src.slice(0, m.index + m[1].length).split('\n').length,
      deprecated: /@Deprecated/.test(m[1]),
      type: null,
    };
  }
}
const byConstant = new Map(Object.entries(metrics).map(([n, v]) => [v.constant, n]));
const sources = listFiles(dir, tag, '.', (f) => /\/src\/main\/java\/.*\.java$/.test(f))
  .map((file) => ({file, src: show(dir, tag, file)}))
  .filter(({src}) => /MetricsType|MetricCounter|\.counter\(|\.timer\(|\.gauge\(/.test(src));
// Names that carry a metric name: variables and fields assigned from a constant
// (`postCompletionMetricCounter = MetricsType.X`), getters that return such a field, and local
// variables assigned from such a getter.
/** @type {Map<string, Set<string>>} */
const carriers = new Map();
const carry = (/** @type {string} */ name, /** @type {Iterable<string>} */ consts) =>
  carriers.set(name, new Set([...(carriers.get(name) ?? []), ...consts]));
for (let pass = 0; pass < 3; pass++) {
  for (const {src} of sources) {
    for (const m of src.matchAll(/\b(\w+)\s*=\s*(?:MetricsType\.)?([A-Z][A-Z0-9_]+)\s*;/g))
      if (byConstant.has(m[2])) carry(m[1], [m[2]]);
    for (const m of src.matchAll(/\b(\w+)\s*\(\)\s*\{\s*return\s+(\w+)\s*;/g))
      if (carriers.has(m[2])) carry(m[1], /** @type {Set<string>} */ (carriers.get(m[2])));
    for (const m of src.matchAll(/\b(\w+)\s*=\s*[\w.]*?\b(\w+)\(\)\s*;/g))
      if (carriers.has(m[2])) carry(m[1], /** @type {Set<string>} */ (carriers.get(m[2])));
  }
}
for (const {src} of sources) {
  for (const m of src.matchAll(/\.(counter|timer|gauge|histogram)\(\s*(?:MetricsType\.)?(\w+)\s*\)/g)) {
    for (const c of byConstant.has(m[2]) ? [m[2]] : (carriers.get(m[2]) ?? [])) {
      const name = /** @type {string} */ (byConstant.get(c));
      const type = m[1];
      if (metrics[name].type && metrics[name].type !== type)
        throw new Error(`${c} recorded as ${metrics[name].type} and ${type}`);
      metrics[name].type = type;
    }
  }
}
for (const m of Object.values(metrics)) if (!m.type) m.emitted = false;

const tagSrc = show(dir, tag, TAGS);
const labels = [...tagSrc.matchAll(/public static final String (\w+)\s*=\s*"([^"]+)"/g)]
  .filter(([, n]) => !/_VALUE_|^DEFAULT_VALUE$/.test(n))
  .map(([, , v]) => v);

await writeManifest('sdk-java', {
  source: 'temporalio/sdk-java',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/sdk-java.mjs',
  metrics: Object.fromEntries(Object.entries(metrics).sort(([a], [b]) => a.localeCompare(b))),
  metricLabels: [...new Set(labels)].sort(),
});
const never = Object.entries(metrics)
  .filter(([, m]) => !m.type)
  .map(([n]) => n);
console.log(
  `${Object.keys(metrics).length} metrics (never recorded: ${never.join(', ') || 'none'}), ${labels.length} labels`,
);

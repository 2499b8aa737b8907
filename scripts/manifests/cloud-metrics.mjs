#!/usr/bin/env node
// @ts-check
// Generates manifests/cloud-metrics.json from Temporal's official list of Temporal Cloud
// OpenMetrics metrics: the page docs/cloud/metrics/openmetrics/metrics-reference.mdx of the
// temporalio/documentation repository (published at
// https://docs.temporal.io/cloud/metrics/openmetrics/metrics-reference). Temporal Cloud's metrics
// have no public source code; that page is where Temporal publishes the catalog. The manifest
// keeps each metric's name, section, type (rate, value or latency), labels (and which are opt-in),
// and whether it is deprecated, carries the `region` label, or is documented as excluding
// Namespace-limit throttling.
//
//   node scripts/manifests/cloud-metrics.mjs <documentation git dir> [commit or branch]
//   node scripts/manifests/cloud-metrics.mjs --file <metrics-reference.mdx> --commit <sha>
import fs from 'node:fs';
import {git, writeManifest} from './lib.mjs';

const PAGE = 'docs/cloud/metrics/openmetrics/metrics-reference.mdx';
const args = process.argv.slice(2);
let text;
let commit;
if (args[0] === '--file') {
  const file = args[1];
  commit = args[args.indexOf('--commit') + 1];
  if (!file || !commit || args.indexOf('--commit') < 0) {
    console.error('usage: node scripts/manifests/cloud-metrics.mjs --file <metrics-reference.mdx> --commit <sha>');
    process.exit(2);
  }
  text = fs.readFileSync(file, 'utf8');
} else {
  const [dir, ref = 'HEAD'] = args;
  if (!dir) {
    console.error('usage: node scripts/manifests/cloud-metrics.mjs <documentation git dir> [commit]');
    process.exit(2);
  }
  commit = git(dir, ['rev-parse', ref]).trim();
  text = git(dir, ['show', `${commit}:${PAGE}`]);
}

const unescape = (/** @type {string} */ s) => s.replace(/\\_/g, '_').trim();
/** @type {Record<string, {section: string, type: string | null, labels: string[], optInLabels: string[], region: boolean, deprecated: boolean, excludesNamespaceLimitThrottling?: boolean}>} */
const metrics = {};
/** @type {string[]} */
const commonLabels = [];
/** @type {Record<string, string>} */
const optIn = {};
let section = '';
/** @type {string | null} */
let current = null;
let table = '';
for (const line of text.split('\n')) {
  const h3 = line.match(/^###\s+(.+?)\s*$/);
  const h4 = line.match(/^####\s+(temporal\\?_cloud\S+)\s*$/);
  if (h4) {
    current = unescape(h4[1]);
    metrics[current] = {section, type: null, labels: [], optInLabels: [], region: true, deprecated: false};
    continue;
  }
  if (h3) {
    section = h3[1].replace(/\s*Metrics$/, '');
    current = null;
    table = h3[1];
    continue;
  }
  const row = line.match(/^\|\s*`([a-z_]+)`\s*\|\s*(.*?)\s*\|(?:\s*(.*?)\s*\|)?\s*$/);
  if (row) {
    if (current) {
      metrics[current].labels.push(row[1]);
      if (/opt-in/i.test(row[2])) metrics[current].optInLabels.push(row[1]);
    } else if (table === 'Common Labels') commonLabels.push(row[1]);
    else if (table === 'Opt-in Labels') optIn[row[1]] = row[2];
    continue;
  }
  if (!current) continue;
  const type = line.match(/^\*\*Type\*\*:\s*(\w+)/);
  if (type) metrics[current].type = type[1].toLowerCase();
  if (/Does not include the `region` label/.test(line)) metrics[current].region = false;
  if (/\[DEPRECATED\]/i.test(line)) metrics[current].deprecated = true;
  if (/does not include throttling due to Namespace limits/i.test(line))
    metrics[current].excludesNamespaceLimitThrottling = true;
}
if (Object.keys(metrics).length < 20)
  throw new Error(`${PAGE}: found only ${Object.keys(metrics).length} metrics; has the page's format changed?`);

await writeManifest('cloud-metrics', {
  source: 'temporalio/documentation',
  tag: commit.slice(0, 12),
  commit,
  page: PAGE,
  url: 'https://docs.temporal.io/cloud/metrics/openmetrics/metrics-reference',
  generatedBy: 'scripts/manifests/cloud-metrics.mjs',
  commonLabels,
  optInLabels: optIn,
  metrics,
});
console.log(
  `${Object.keys(metrics).length} metrics, ${commonLabels.length} common labels, ${Object.keys(optIn).length} opt-in labels`,
);

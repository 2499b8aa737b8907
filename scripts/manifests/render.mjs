#!/usr/bin/env node
// @ts-check
// Renders the complete lists of the reference pages from the manifests, between marker comments
// in the page, so a page lists every entry of its source without anyone copying it by hand:
//
//   {/* generated:dynamic-config-keys:start (scripts/manifests/render.mjs; edit the generator, not this block) */}
//   …a Markdown table…
//   {/* generated:dynamic-config-keys:end */}
//
//   node scripts/manifests/render.mjs          rewrites every block from manifests/*.json
//   node scripts/manifests/render.mjs --check  exits 1 and names each block that is out of date
//
// scripts/checks/references.mjs runs the same comparison as a test. Only the text between the
// markers is touched; the rest of each page is written by hand.
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './lib.mjs';

const load = (/** @type {string} */ name) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'manifests', `${name}.json`), 'utf8'));

const SCOPE_LABELS = /** @type {Record<string, string>} */ ({
  global: 'Global',
  namespace: 'Namespace',
  namespaceID: 'Namespace ID',
  taskQueue: 'Task Queue',
  shardID: 'Shard',
  taskType: 'History task type',
  destination: 'Destination',
  chasmTaskType: 'CHASM task type',
});

/** A default as the generated tables show it: `2097152`, `1m0s`, `true`, `""`, or "see source". */
export function defaultCell(/** @type {any} */ entry) {
  const d = entry.default;
  if (d === null || d === undefined) return 'computed; see source';
  if (typeof d === 'object') {
    return Object.entries(d)
      .map(([k, v]) => `${k} \`${v}\``)
      .join(', ');
  }
  return `\`${typeof d === 'string' && entry.type !== 'duration' ? JSON.stringify(d) : String(d)}\``;
}

const cell = (/** @type {string} */ s) => s.replace(/\|/g, '\\|');

/** Every dynamic configuration key of the server manifest. */
function dynamicConfigKeys() {
  const server = load('server');
  const rows = Object.entries(server.dynamicConfig).map(([key, /** @type {any} */ e]) => {
    const type = e.type.startsWith('typed') ? 'structured' : e.type;
    return `| \`${key}\` | ${SCOPE_LABELS[e.scope]} | ${type} | ${cell(defaultCell(e))} |`;
  });
  return ['| Key | Scope | Type | Default |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Every metric definition of the server manifest. */
function clusterMetrics() {
  const server = load('server');
  const rows = Object.entries(server.metrics).map(([name, m]) => `| \`${name}\` | ${/** @type {any} */ (m).type} |`);
  return ['| Metric | Type |', '| --- | --- |', ...rows].join('\n');
}

/** @type {Record<string, {page: string, render: () => string}>} */
export const BLOCKS = {
  'dynamic-config-keys': {page: 'docs/references/dynamic-configuration.mdx', render: dynamicConfigKeys},
  'cluster-metrics-all': {page: 'docs/references/cluster-metrics.mdx', render: clusterMetrics},
};

/** The block's current text on its page, or null when the markers are missing. */
export function blockOnPage(
  /** @type {string} */ name,
  text = fs.readFileSync(path.join(ROOT, BLOCKS[name].page), 'utf8'),
) {
  const re = new RegExp(
    `\\{/\\* generated:${name}:start[^*]*\\*/\\}\\n([\\s\\S]*?)\\{/\\* generated:${name}:end \\*/\\}`,
  );
  const m = text.match(re);
  return m
    ? {
        body: m[1],
        index: /** @type {number} */ (m.index),
        length: m[0].length,
        start: m[0].slice(0, m[0].indexOf('\n')),
      }
    : null;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [name, block] of Object.entries(BLOCKS)) {
    const file = path.join(ROOT, block.page);
    const text = fs.readFileSync(file, 'utf8');
    const found = blockOnPage(name, text);
    if (!found) {
      console.error(`${block.page}: no generated:${name} markers`);
      stale++;
      continue;
    }
    const body = `\n${block.render()}\n\n`;
    if (found.body === body) continue;
    if (check) {
      console.error(`${block.page}: generated:${name} is out of date (run node scripts/manifests/render.mjs)`);
      stale++;
    } else {
      const end = `{/* generated:${name}:end */}`;
      fs.writeFileSync(
        file,
        `${text.slice(0, found.index)}${found.start}\n${body}${end}${text.slice(found.index + found.length)}`,
      );
      console.log(`${block.page}: rewrote generated:${name}`);
    }
  }
  process.exit(stale ? 1 : 0);
}

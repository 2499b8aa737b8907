// @ts-check
// Pure helpers for the bench (scripts/bench.mjs and scripts/bench/), kept apart so that unit tests can call them.

/**
 * The q-quantile (0–1) of an ascending array, interpolating between neighbours.
 * @param {number[]} sorted
 * @param {number} q
 */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export const median = (/** @type {number[]} */ values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Resident memory (KB) of a process and all its descendants, from `ps -eo pid=,ppid=,rss=`.
 * @param {string} psOutput
 * @param {number} rootPid
 */
export function treeRssKb(psOutput, rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const line of psOutput.trim().split('\n')) {
    const [pid, ppid, kbytes] = line.trim().split(/\s+/).map(Number);
    if (!Number.isFinite(pid)) continue;
    rss.set(pid, kbytes);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid)?.push(pid);
  }
  let total = 0;
  const stack = [rootPid];
  const seen = new Set();
  while (stack.length) {
    const pid = /** @type {number} */ (stack.pop());
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** True for the meta-refresh pages that @docusaurus/plugin-client-redirects writes. */
export const isRedirectHtml = (/** @type {string} */ html) => /<meta[^>]+http-equiv=["']?refresh/i.test(html);

/**
 * The scripts a page's HTML makes the browser load up front: <script src>, modulepreload, preload as=script.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsNamedInHtml(html) {
  /** @param {string} tag @param {string} name */
  const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  /** @param {string} tag @param {string} name */
  const value = (tag, name) => {
    const m = attribute(tag, name);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = value(tag, 'src');
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (value(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = value(tag, 'href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && value(tag, 'as') === 'script'))) {
      urls.push(href);
    }
  }
  return urls;
}

const normalise = (/** @type {string} */ p) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/**
 * 1-based rank of `target` among the distinct pages of `hits` (0 when absent), and the first page.
 * @param {{url_without_anchor: string}[]} hits
 * @param {string} target
 */
export function rankOfPage(hits, target) {
  const pages = [...new Set(hits.map((h) => normalise(new URL(h.url_without_anchor).pathname)))];
  return {rank: pages.indexOf(normalise(target)) + 1, first: pages[0] ?? null};
}

export {normalise as normalisePath};

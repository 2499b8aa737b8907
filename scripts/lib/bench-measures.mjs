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

/**
 * How many labelled queries rank their page first and in the top 5, from each query's rank
 * (rankOfPage; 0 when the page is not among the hits).
 * @param {number[]} ranks
 */
export const labelledCounts = (ranks) => ({
  count: ranks.length,
  first: ranks.filter((r) => r === 1).length,
  top5: ranks.filter((r) => r >= 1 && r <= 5).length,
});

/**
 * Interaction to Next Paint from Event Timing entries, as web-vitals' onINP computes it: the
 * longest entry of each interaction (entries share an `interactionId`; 0 means not part of an
 * interaction), then the worst interaction, skipping one for every 50 interactions (a 98th
 * percentile). 0 when no entry belongs to an interaction, i.e. every interaction was faster than
 * the observer's durationThreshold.
 * @param {{interactionId?: number, duration: number}[]} entries
 */
export function inpFromEntries(entries) {
  /** @type {Map<number, number>} */
  const longest = new Map();
  for (const {interactionId, duration} of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  const worstFirst = [...longest.values()].sort((a, b) => b - a);
  if (worstFirst.length === 0) return 0;
  return worstFirst[Math.min(Math.floor(worstFirst.length / 50), worstFirst.length - 1)];
}

/**
 * A goal of the performance comparison checked against figures: `met` is null when a figure is
 * missing.
 * @typedef {{met: boolean | null, text: string}} Verdict
 */

/** "yes", "NO" or "n/a" for a verdict. */
export const verdictWord = (/** @type {boolean | null} */ met) => (met == null ? 'n/a' : met ? 'yes' : 'NO');

/**
 * The site's figure over the baseline's, as "0.42×" (null when either is missing; "∞" over a zero
 * baseline unless both are zero).
 * @param {number | null | undefined} site
 * @param {number | null | undefined} stock
 */
export function formatRatio(site, stock) {
  if (site == null || stock == null) return null;
  if (stock === 0) return site === 0 ? '1.00×' : '∞';
  return `${(site / stock).toFixed(2)}×`;
}

/**
 * Whether `site` is at most `maxRatio` times `stock` (lower is better: blocking time, build time).
 * @param {number | null | undefined} site
 * @param {number | null | undefined} stock
 * @param {number} maxRatio
 * @returns {Verdict}
 */
export function ratioAtMost(site, stock, maxRatio) {
  const text = `≤ ${maxRatio}× the stock figure`;
  if (site == null || stock == null) return {met: null, text};
  return {met: site <= stock * maxRatio, text};
}

/**
 * Whether `site` beats `stock` by at least `points` (a score, higher is better).
 * @param {number | null | undefined} site
 * @param {number | null | undefined} stock
 * @param {number} points
 * @returns {Verdict}
 */
export function scoreAtLeast(site, stock, points) {
  const text = `≥ stock + ${points}`;
  if (site == null || stock == null) return {met: null, text};
  return {met: site >= stock + points, text};
}

/**
 * Whether a figure stays within an absolute limit.
 * @param {number | null | undefined} value
 * @param {number} limit
 * @param {string} text how the limit reads in the table ("≤ 60 s")
 * @returns {Verdict}
 */
export function atMost(value, limit, text) {
  return {met: value == null ? null : value <= limit, text};
}

/** A signed difference, "+12" or "−3" (null when a figure is missing). */
export function formatDifference(
  /** @type {number | null | undefined} */ site,
  /** @type {number | null | undefined} */ stock,
) {
  if (site == null || stock == null) return null;
  const d = Math.round(site - stock);
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}

/**
 * The median of each numeric field over runs (a field missing from every run stays null).
 * @template {Record<string, number | null>} T
 * @param {T[]} runs
 * @returns {{[K in keyof T]: number | null}}
 */
export function medianByField(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return /** @type {{[K in keyof T]: number | null}} */ (
    Object.fromEntries(
      keys.map((key) => {
        const values = runs.map((run) => run[key]).filter((v) => typeof v === 'number' && Number.isFinite(v));
        return [key, values.length ? median(/** @type {number[]} */ (values)) : null];
      }),
    )
  );
}

/** @typedef {string | number | null | undefined} Cell */

/**
 * A Markdown table; a missing cell is –, and a | inside a cell is escaped.
 * @param {string[]} headers
 * @param {Cell[][]} rows
 */
export function markdownTable(headers, rows) {
  const line = (/** @type {Cell[]} */ cells) =>
    `| ${cells.map((cell) => String(cell ?? '–').replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

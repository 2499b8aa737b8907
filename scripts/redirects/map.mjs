// @ts-check
// Turns a Vercel-style redirect list (the `redirects` array of vercel.json: {source, destination})
// into static redirects onto routes of this site. Pure functions; scripts/redirects/import.mjs
// reads the files and writes config/redirects.json.
//
// Rules, in order:
// - A source is a path. One without a leading slash gets one; a trailing slash is dropped.
// - A source ending in a wildcard (`/go/:path*`, `/tasks:path*`) keeps only the path its wildcard
//   matches when empty (`/go`, `/tasks`); the rest of the pattern cannot be listed statically. A
//   source with any other pattern (`:path(regex)`, a wildcard in the middle) is dropped.
// - A source with a `#fragment` never reaches a server, so the host never matched it; its path is
//   kept only when no plain rule names the same path.
// - The first rule for a source wins (a host applies the first rule that matches).
// - A source that is a route of this site is dropped: a redirect never shadows a page.
// - A destination on another host is dropped, directly or at the end of a chain of rules
//   (docs.temporal.io counts as this site).
// - A destination is resolved to a route of this site by, in order: the override table; the route
//   itself (the fragment and a trailing slash aside); another rule of the list whose source it is
//   (the host would have redirected again); a wildcard rule that matches it; the route that ends
//   with the same last path segment, when exactly one does (tag listings aside). One that resolves to nothing fails the
//   import, naming it, so that a person adds an override.

/** @typedef {{source: string, destination: string}} VercelRedirect */
/** @typedef {{from: string, to: string}} Redirect */
/**
 * @typedef {{
 *   redirects: Redirect[],
 *   read: number,
 *   dropped: Record<string, string[]>,
 *   unresolved: {source: string, destination: string}[],
 *   bySlug: string[],
 * }} ImportResult
 */

/** What resolve() returns for a chain of rules that ends on another host. */
const ELSEWHERE = '\0elsewhere';
const OWN_HOST = /^https?:\/\/docs\.temporal\.io(?=\/|$)/;
const TRAILING_WILDCARD = /\/?:path\*$/;

/** `/a/b/` → `/a/b`; `/` stays. */
export const trimSlash = (/** @type {string} */ p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The path part of a site-relative URL, without fragment, query or trailing slash. */
export function pathOf(/** @type {string} */ url) {
  const bare = url.replace(OWN_HOST, '') || '/';
  return trimSlash((bare.startsWith('/') ? bare : `/${bare}`).split(/[#?]/)[0] || '/');
}

/** A wildcard source as a matcher: `/dev-guide/go/features:path*` matches that path and below. */
function wildcardRule(/** @type {VercelRedirect} */ rule) {
  const source = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
  const parts = source.split(':path*');
  if (parts.length !== 2) return null;
  const [prefix, suffix] = parts;
  const re = new RegExp(`^${escape(prefix)}(.*)${escape(suffix)}$`);
  return {
    re,
    /** @param {string} p */
    apply: (p) => {
      const m = re.exec(p);
      return m ? rule.destination.replace(/:path\*?/, m[1]) : null;
    },
  };
}

const escape = (/** @type {string} */ s) => s.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');

/**
 * @param {VercelRedirect[]} rules the host's redirects, in order
 * @param {string[]} routes every route of this site (tests/routes.txt)
 * @param {Record<string, string>} overrides legacy path (source or destination) → route here
 * @returns {ImportResult}
 */
export function importRedirects(rules, routes, overrides) {
  /** @type {Map<string, string>} route without trailing slash → route as the site writes it */
  const routeOf = new Map(routes.map((r) => [trimSlash(r), r]));
  /** @type {Record<string, string[]>} */
  const dropped = {
    'pattern that cannot be listed statically': [],
    'duplicate source (an earlier rule wins)': [],
    'source is a page of this site': [],
    'destination on another host': [],
    'fragment-only variant of a listed source': [],
    'redirects to itself': [],
  };
  const wildcards = rules.map((r) => (TRAILING_WILDCARD.test(r.source) ? wildcardRule(r) : null));

  /** @type {{from: string, destination: string, raw: string}[]} */
  const plain = [];
  /** @type {{from: string, destination: string, raw: string}[]} */
  const withFragment = [];
  rules.forEach((rule) => {
    let source = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    let destination = rule.destination;
    if (TRAILING_WILDCARD.test(source)) {
      source = source.replace(TRAILING_WILDCARD, '') || '/';
      destination = destination.replace(/\/?:path\*?/, '') || '/';
    }
    if (/[:*()]/.test(source)) {
      dropped['pattern that cannot be listed statically'].push(rule.source);
      return;
    }
    const entry = {from: pathOf(source), destination, raw: rule.source};
    (source.includes('#') ? withFragment : plain).push(entry);
  });

  /** @type {Map<string, string>} legacy source path → its (first) destination */
  const firstDestination = new Map();
  /** @type {{from: string, destination: string, raw: string}[]} */
  const candidates = [];
  // Plain sources first: a fragment rule only fills a path that no plain rule names.
  for (const [entries, reason] of /** @type {const} */ ([
    [plain, 'duplicate source (an earlier rule wins)'],
    [withFragment, 'fragment-only variant of a listed source'],
  ])) {
    for (const entry of entries) {
      if (firstDestination.has(entry.from)) {
        dropped[reason].push(entry.raw);
        continue;
      }
      firstDestination.set(entry.from, entry.destination);
      candidates.push(entry);
    }
  }

  const bySegment = new Map();
  for (const [bare, route] of routeOf) {
    if (/^\/(ai-cookbook\/)?tags(\/|$)/.test(bare)) continue; // tag listings hold no content of their own
    const last = bare.split('/').pop() ?? '';
    bySegment.set(last, bySegment.has(last) ? null : route);
  }

  /** @type {string[]} legacy paths resolved by their last segment, for review */
  const bySlugMatches = [];
  /**
   * @param {string} destination
   * @param {Set<string>} seen
   * @returns {string | null}
   */
  function resolve(destination, seen) {
    const p = pathOf(destination);
    if (seen.has(p)) return null;
    seen.add(p);
    if (overrides[p]) return routeOf.get(trimSlash(overrides[p])) ?? null;
    if (routeOf.has(p)) return routeOf.get(p) ?? null;
    const next = firstDestination.get(p);
    if (next !== undefined) return isExternal(next) ? ELSEWHERE : resolve(next, seen);
    for (const rule of wildcards) {
      const applied = rule?.apply(p);
      if (applied) return isExternal(applied) ? ELSEWHERE : resolve(applied, seen);
    }
    const bySlug = bySegment.get(p.split('/').pop() ?? '') ?? null;
    if (bySlug) bySlugMatches.push(`${p} → ${bySlug}`);
    return bySlug;
  }

  /** @type {Redirect[]} */
  const redirects = [];
  /** @type {{source: string, destination: string}[]} */
  const unresolved = [];
  for (const entry of candidates) {
    if (routeOf.has(entry.from)) {
      dropped['source is a page of this site'].push(entry.raw);
      continue;
    }
    const override = overrides[entry.from];
    if (!override && isExternal(entry.destination)) {
      dropped['destination on another host'].push(entry.raw);
      continue;
    }
    const to = override
      ? (routeOf.get(trimSlash(override)) ?? null)
      : resolve(entry.destination, new Set([entry.from]));
    if (to === ELSEWHERE) {
      dropped['destination on another host'].push(entry.raw);
    } else if (!to) {
      unresolved.push({source: entry.raw, destination: entry.destination});
    } else if (trimSlash(to) === entry.from) {
      dropped['redirects to itself'].push(entry.raw);
    } else {
      redirects.push({from: entry.from, to});
    }
  }
  redirects.sort((a, b) => a.from.localeCompare(b.from));
  return {redirects, read: rules.length, dropped, unresolved, bySlug: bySlugMatches};
}

/** True for a destination on another host than this site. */
export const isExternal = (/** @type {string} */ url) => /^[a-z]+:\/\//i.test(url) && !OWN_HOST.test(url);

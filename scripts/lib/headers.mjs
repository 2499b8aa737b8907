// @ts-check
// Parses a Netlify/Cloudflare-style _headers file ("/path-pattern" lines followed by indented
// "Name: value" lines) and returns the headers that apply to a path.

/** @typedef {{pattern: string, headers: Record<string, string>}} HeaderRule */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | null} */
  let current = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = {pattern: raw.trim(), headers: {}};
      rules.push(current);
    } else if (current) {
      const i = raw.indexOf(':');
      if (i > 0) current.headers[raw.slice(0, i).trim()] = raw.slice(i + 1).trim();
    }
  }
  return rules;
}

/** @param {string} pattern @param {string} pathname */
function matches(pattern, pathname) {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(pathname);
}

/**
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern, pathname)).map((r) => r.headers));
}

/** Single quotes inside a double-quoted nginx or Apache string need no escaping; double quotes do. */
const quoted = (/** @type {string} */ value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A glob of _headers ("/*", "/assets/*") as an nginx location prefix or an Apache/Vercel pattern. */
const prefixOf = (/** @type {string} */ pattern) => pattern.replace(/\*$/, '');

/**
 * The same rules for a host that does not read `_headers`: an nginx `server` block excerpt, Apache
 * `.htaccess` lines (mod_headers), or the `headers` array of vercel.json.
 * @param {HeaderRule[]} rules
 * @param {string} host
 */
export function formatHeaders(rules, host) {
  if (host === 'nginx') {
    // nginx does not inherit add_header into a location that sets its own, so each location
    // repeats the site-wide headers before its own.
    const global = rules.find((r) => r.pattern === '/*')?.headers ?? {};
    return rules
      .map((rule) => {
        const lines = Object.entries({...global, ...rule.headers}).map(
          ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
        );
        return `location ${prefixOf(rule.pattern)} {\n${lines.join('\n')}\n}`;
      })
      .join('\n');
  }
  if (host === 'apache') {
    return rules
      .map((rule) => {
        const lines = Object.entries(rule.headers).map(
          ([name, value]) => `    Header always set ${name} ${quoted(value)}`,
        );
        if (rule.pattern === '/*') return lines.map((l) => l.trimStart()).join('\n');
        return `<If "%{REQUEST_URI} =~ m#^${prefixOf(rule.pattern)}#">\n${lines.join('\n')}\n</If>`;
      })
      .join('\n');
  }
  if (host === 'vercel') {
    const headers = rules.map((rule) => ({
      source: `${prefixOf(rule.pattern)}(.*)`,
      headers: Object.entries(rule.headers).map(([key, value]) => ({key, value})),
    }));
    return JSON.stringify({headers}, null, 2);
  }
  throw new Error(
    `Unknown host "${host}": use nginx, apache or vercel (Netlify and Cloudflare Pages read build/_headers as it is).`,
  );
}

/** @typedef {{from: string, to: string, status: number}} RedirectRule */

/**
 * Parses a Netlify/Cloudflare-style _redirects file ("/from /to 301" lines; plugins/host-redirects
 * writes it).
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return {from, to, status: Number(status)};
    });
}

/**
 * `/from` and `/from/` alike, as a regular expression for nginx and Apache. Unquoted: the paths
 * hold no spaces, quotes, braces or semicolons (plugins/host-redirects validates them), and Apache
 * would keep a quoted string's backslashes doubled.
 */
const exactPath = (/** @type {string} */ from) =>
  `^${from.replace(/\/$/, '').replace(/[.+?^${}()|[\]\\*]/g, '\\$&')}/?$`;

/**
 * The same redirects for a host that does not read `_redirects`: nginx `location` blocks, Apache
 * `RedirectMatch` lines (mod_alias), or the `redirects` array of vercel.json.
 * @param {RedirectRule[]} rules
 * @param {string} host
 */
export function formatRedirects(rules, host) {
  if (host === 'nginx') {
    return rules.map((r) => `location ~ ${exactPath(r.from)} {\n    return ${r.status} ${r.to};\n}`).join('\n');
  }
  if (host === 'apache') return rules.map((r) => `RedirectMatch ${r.status} ${exactPath(r.from)} ${r.to}`).join('\n');
  if (host === 'vercel') {
    const redirects = rules.map((r) => ({source: r.from, destination: r.to, statusCode: r.status}));
    return JSON.stringify({redirects}, null, 2);
  }
  throw new Error(
    `Unknown host "${host}": use nginx, apache or vercel (Netlify and Cloudflare Pages read build/_redirects as it is).`,
  );
}

// Parses a Netlify/Cloudflare-style _headers file ("/path-pattern" lines followed by indented
// "Name: value" lines) and returns the headers that apply to a path.

export function parseHeadersFile(text) {
  const rules = [];
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

function matches(pattern, pathname) {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(pathname);
}

export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern, pathname)).map((r) => r.headers));
}

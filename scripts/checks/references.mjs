#!/usr/bin/env node
// @ts-check
// References against their sources: each reference page is compared with the manifest generated
// from the source release it describes (manifests/*.json, written by scripts/manifests/*.mjs from
// temporalio/temporal, api, ui, sdk-core, sdk-go, sdk-java and Temporal's Cloud metrics catalog).
// One result per page and table: every entry the page lists exists in the source, none of the
// source's entries is missing where the page promises a complete list, and types, defaults,
// scopes and labels agree. Each page must also name the release it describes with
// <PinnedVersion name="…" />. A failure names the page and line, the entry, the page's value and
// the source's value with the source file and line at the pinned tag.
//
//   node scripts/checks/references.mjs
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, finish} from '../samples/lib.mjs';
import {BLOCKS, blockOnPage} from '../manifests/render.mjs';

/** @typedef {{name: string, ok: boolean, message?: string}} Result */
/** @type {Result[]} */
const results = [];
/** @param {string} name @param {string[]} problems */
function report(name, problems) {
  results.push({name, ok: problems.length === 0, message: problems.length ? problems.join('\n') : undefined});
}

/** @param {string} name */
function manifest(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'manifests', `${name}.json`), 'utf8'));
}
const server = manifest('server');
const api = manifest('api');
const ui = manifest('ui');
const core = manifest('sdk-core');
const sdkGo = manifest('sdk-go');
const sdkJava = manifest('sdk-java');
const cloud = manifest('cloud-metrics');

/** `file:line at tag` for a manifest entry. */
const at = (/** @type {any} */ m, /** @type {string} */ file, /** @type {number | undefined} */ line) =>
  `${m.source} ${file}${line ? `:${line}` : ''} at ${m.tag}`;

// ---------------------------------------------------------------------------------------------
// Reading pages: headings, tables (with the line of each row) and prose, outside code fences.

/**
 * @typedef {{cells: string[], line: number}} Row
 * @typedef {{heading: string, section: string, line: number, header: string[], rows: Row[]}} Table
 * @typedef {{level: number, text: string, line: number, end: number}} Heading
 * @typedef {{rel: string, text: string, lines: string[], tables: Table[], headings: Heading[]}} Page
 */

/** Splits a table row at `|` outside backticks (and not escaped). */
function splitRow(/** @type {string} */ line) {
  const cells = [];
  let cur = '';
  let tick = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '`') tick = !tick;
    if (c === '\\' && body[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (c === '|' && !tick) {
      cells.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  cells.push(cur.trim());
  return cells;
}

/** @param {string} rel @returns {Page} */
function readPage(rel) {
  const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
  const lines = text.split('\n');
  /** @type {Table[]} */
  const tables = [];
  /** @type {Heading[]} */
  const headings = [];
  let fence = '';
  let h2 = '';
  let h3 = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = line.match(/^\s*(`{3,}|~{3,})/);
    if (f) {
      if (!fence) fence = f[1];
      else if (line.trim().startsWith(fence)) fence = '';
      continue;
    }
    if (fence) continue;
    const h = line.match(/^(#{2,4})\s+(.+?)\s*$/);
    if (h) {
      headings.push({level: h[1].length, text: h[2], line: i + 1, end: lines.length});
      if (h[1].length === 2) {
        h2 = h[2];
        h3 = '';
      } else h3 = h[2];
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) {
      const header = splitRow(line);
      /** @type {Row[]} */
      const rows = [];
      let j = i + 2;
      for (; j < lines.length && lines[j].trim().startsWith('|'); j++)
        rows.push({cells: splitRow(lines[j]), line: j + 1});
      tables.push({heading: h3 || h2, section: h2, line: i + 1, header, rows});
      i = j - 1;
    }
  }
  for (let k = 0; k < headings.length; k++) {
    const next = headings.slice(k + 1).find((x) => x.level <= headings[k].level);
    headings[k].end = next ? next.line - 1 : lines.length;
  }
  return {rel, text, lines, tables, headings};
}

/** Backticked spans of a string. */
const ticks = (/** @type {string} */ s) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
/** Text of a heading's section (its lines up to the next heading of the same or a higher level). */
const sectionText = (/** @type {Page} */ page, /** @type {Heading} */ h) => page.lines.slice(h.line, h.end).join('\n');
const col = (/** @type {Table} */ t, /** @type {RegExp} */ re) => t.header.findIndex((h) => re.test(h));
const where = (/** @type {Page} */ page, /** @type {number} */ line) => `${page.rel}:${line}`;

/** The page names the release with <PinnedVersion name="…" /> for each manifest it is checked against. */
function pinned(/** @type {Page} */ page, /** @type {string[]} */ names) {
  const problems = names
    .filter((n) => !new RegExp(`<PinnedVersion\\s+name="${n}"\\s*/>`).test(page.text))
    .map(
      (n) =>
        `${page.rel}: does not say which release it describes: add <PinnedVersion name="${n}" /> (manifests/${n}.json)`,
    );
  report(`${page.rel} › states its release`, problems);
}

// ---------------------------------------------------------------------------------------------
// Values as pages write them

const SIZE = /** @type {Record<string, number>} */ ({
  B: 1,
  bytes: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  KB: 1024,
  MB: 1024 ** 2,
});
const TIME = /** @type {Record<string, number>} */ ({
  ns: 1,
  µs: 1e3,
  us: 1e3,
  ms: 1e6,
  s: 1e9,
  second: 1e9,
  seconds: 1e9,
  m: 60e9,
  min: 60e9,
  minute: 60e9,
  minutes: 60e9,
  h: 3600e9,
  hour: 3600e9,
  hours: 3600e9,
});

/** Nanoseconds of a Go duration string such as 1m10s, 200ms, 1h0m0s. */
function goDurationNs(/** @type {string} */ s) {
  let ns = 0;
  for (const m of s.matchAll(/(-?[\d.]+)(ns|µs|us|ms|s|m|h)/g)) ns += Number(m[1]) * TIME[m[2]];
  return ns;
}

/**
 * A page's value, read as the kind of the source value: a number ("2 MiB", "51,200 events",
 * "0 (off)"), a duration ("1 minute", "200 ms", "70 s"), a boolean, or a string.
 * @param {string} cell @param {any} source
 * @returns {any} the comparable value, or undefined when the cell cannot be read that way
 */
function pageValue(cell, source) {
  const text = cell.replace(/`/g, '').trim();
  if (typeof source === 'boolean') {
    const b = text.match(/^(true|false)\b/i);
    return b ? b[1].toLowerCase() === 'true' : undefined;
  }
  if (typeof source === 'number') {
    const n = text.match(/^(-?[\d,]*\.?\d+)\s*(B|bytes|KiB|MiB|GiB|KB|MB)?\b/);
    if (!n) return undefined;
    return Number(n[1].replace(/,/g, '')) * (n[2] ? SIZE[n[2]] : 1);
  }
  if (typeof source === 'string' && /^-?[\d.]+(ns|µs|ms|s|m|h)/.test(source)) {
    if (/^0\b/.test(text) && !/^0\s*(ns|ms|s|m|h|minutes?|seconds?)\b/.test(text)) return 0;
    const parts = [...text.matchAll(/(\d[\d.,]*)\s*(ns|µs|us|ms|seconds?|s|minutes?|min|m|hours?|h)\b/g)];
    if (!parts.length) return undefined;
    return parts.reduce((sum, p) => sum + Number(p[1].replace(/,/g, '')) * TIME[p[2]], 0);
  }
  return text;
}
/** The source value in the same terms as pageValue (durations in nanoseconds). */
function sourceValue(/** @type {any} */ v) {
  return typeof v === 'string' && /^-?[\d.]+(ns|µs|ms|s|m|h)/.test(v) ? goDurationNs(v) : v;
}

// ---------------------------------------------------------------------------------------------
// Dynamic configuration

function checkDynamicConfig() {
  const page = readPage('docs/references/dynamic-configuration.mdx');
  pinned(page, ['server']);
  const dc = server.dynamicConfig;
  const SCOPES = /** @type {Record<string, string[]>} */ ({
    Global: ['global'],
    Namespace: ['namespace'],
    'Namespace ID': ['namespaceID'],
    'Task Queue': ['taskQueue'],
    Shard: ['shardID'],
    Destination: ['destination'],
  });
  const generated = blockOnPage('dynamic-config-keys', page.text);
  const generatedStart = generated ? page.text.slice(0, generated.index).split('\n').length : Infinity;
  const generatedEnd = generated ? generatedStart + generated.body.split('\n').length + 1 : -Infinity;
  for (const t of page.tables) {
    if (t.line >= generatedStart && t.line <= generatedEnd) continue;
    const [kc, sc, dcol] = [col(t, /^Key$/), col(t, /^Scope$/), col(t, /^Default$/)];
    if (kc < 0) continue;
    /** @type {string[]} */
    const problems = [];
    for (const row of t.rows) {
      const keys = ticks(row.cells[kc]);
      const defaults = keys.length > 1 && dcol >= 0 ? row.cells[dcol].split(/,\s+/) : null;
      keys.forEach((key, i) => {
        const e = dc[key];
        if (!e) {
          problems.push(`${where(page, row.line)} \`${key}\`: no such key in the server at ${server.tag}`);
          return;
        }
        const src = at(server, e.file, e.line);
        if (sc >= 0) {
          const scope = row.cells[sc];
          if (!SCOPES[scope]?.includes(e.scope))
            problems.push(
              `${where(page, row.line)} \`${key}\` scope: page says ${scope}, source says ${e.scope} (${src})`,
            );
        }
        if (dcol < 0) return;
        const cell = defaults && defaults.length === keys.length ? defaults[i] : row.cells[dcol];
        const d = e.default;
        if (d === null) {
          for (const env of (e.defaultExpr ?? '').matchAll(/Getenv\("(\w+)"\)/g)) {
            if (!cell.includes(env[1]))
              problems.push(
                `${where(page, row.line)} \`${key}\` default: page says "${cell}", source computes it from $${env[1]} (${src})`,
              );
          }
          return;
        }
        if (typeof d === 'object') {
          for (const [field, value] of Object.entries(d)) {
            const m = cell.match(new RegExp(`\`${field}\`\\s*([^,]+)`));
            const got = m ? pageValue(m[1], value) : undefined;
            if (got === undefined || got !== sourceValue(value)) {
              problems.push(
                `${where(page, row.line)} \`${key}\` default ${field}: page says "${m ? m[1].trim() : '(not given)'}", source says ${value} (${src})`,
              );
            }
          }
          return;
        }
        const got = pageValue(cell, d);
        if (got === undefined || got !== sourceValue(d)) {
          problems.push(
            `${where(page, row.line)} \`${key}\` default: page says "${cell}", source says ${JSON.stringify(d)} (${src})`,
          );
        }
      });
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  // the constraints a file may use
  const ct = page.tables.find((t) => t.header[0] === 'Constraint');
  const onPage = (ct?.rows ?? []).flatMap((r) => ticks(r.cells[0]).map((c) => ({c, line: r.line})));
  const known = server.dynamicConfigConstraints;
  report(`${page.rel} › constraints`, [
    ...(ct ? [] : [`${page.rel}: no Constraint table`]),
    ...onPage
      .filter(({c}) => !known.includes(c.toLowerCase()))
      .map(
        ({c, line}) =>
          `${where(page, line)} constraint \`${c}\`: not accepted by the server (${at(server, 'common/dynamicconfig/yaml_loader.go')}: ${known.join(', ')})`,
      ),
    ...known
      .filter((/** @type {string} */ k) => !onPage.some(({c}) => c.toLowerCase() === k))
      .map(
        (/** @type {string} */ k) =>
          `${page.rel}: constraint \`${k}\` (accepted by ${at(server, 'common/dynamicconfig/yaml_loader.go')}) is missing from the Constraint table`,
      ),
  ]);
  checkGenerated(page, 'dynamic-config-keys', Object.keys(dc).length, 'dynamic configuration keys');
}

/** A generated block matches what scripts/manifests/render.mjs renders from the manifest. */
function checkGenerated(
  /** @type {Page} */ page,
  /** @type {string} */ name,
  /** @type {number} */ count,
  /** @type {string} */ what,
) {
  const found = blockOnPage(name, page.text);
  const want = `\n${BLOCKS[name].render()}\n\n`;
  const problems = [];
  if (!found)
    problems.push(
      `${page.rel}: the complete list of ${what} is missing (markers generated:${name}:start/end; run node scripts/manifests/render.mjs)`,
    );
  else if (found.body !== want) {
    const have = new Set(found.body.split('\n'));
    const need = new Set(want.split('\n'));
    const missing = [...need].filter((l) => !have.has(l)).slice(0, 10);
    const extra = [...have].filter((l) => !need.has(l)).slice(0, 10);
    problems.push(
      `${page.rel}: the generated list of ${what} differs from manifests (${count} in the source); run node scripts/manifests/render.mjs` +
        (missing.length ? `\n  source has: ${missing.join('\n  source has: ')}` : '') +
        (extra.length ? `\n  page has: ${extra.join('\n  page has: ')}` : ''),
    );
  }
  report(`${page.rel} › complete list (${what})`, problems);
}

// ---------------------------------------------------------------------------------------------
// Static configuration (YAML)

/** A configuration path with map keys and list items dropped: persistence.datastores.sql.user. */
const plain = (/** @type {string} */ p) => p.replace(/\.<name>/g, '').replace(/\[\]/g, '');

function checkConfiguration() {
  const page = readPage('docs/references/configuration.mdx');
  pinned(page, ['server']);
  const keys = Object.keys(server.config);
  /** @type {Map<string, string>} plain path → real path */
  const byPlain = new Map(keys.map((k) => [plain(k), k]));
  /** tables: heading → [base, depth] */
  const TABLES = /** @type {Record<string, [string, number]>} */ ({
    'Top-level sections': ['', 1],
    global: ['global', 2],
    persistence: ['persistence', 2],
    'Cassandra datastore': ['persistence.datastores.cassandra', 1],
    'SQL datastore': ['persistence.datastores.sql', 1],
    'Elasticsearch datastore (Visibility only)': ['persistence.datastores.elasticsearch', 1],
    log: ['log', 1],
    clusterMetadata: ['clusterMetadata', 2],
    dcRedirectionPolicy: ['dcRedirectionPolicy', 1],
    services: ['services', 2],
    'archival and namespaceDefaults': ['', 0],
    'publicClient and dynamicConfigClient': ['', 0],
  });
  /** tables without one base: the key prefixes whose keys (to the given depth) must all be named */
  const PREFIXES = /** @type {Record<string, [string, number][]>} */ ({
    'archival and namespaceDefaults': [
      ['archival', 3],
      ['namespaceDefaults', 3],
    ],
    'publicClient and dynamicConfigClient': [
      ['publicClient', 1],
      ['dynamicConfigClient', 1],
    ],
  });
  const seenTables = new Set();
  for (const t of page.tables) {
    const spec = TABLES[t.heading];
    if (!spec) continue;
    seenTables.add(t.heading);
    const [base, depth] = spec;
    const problems = [];
    /** @type {Set<string>} plain paths the table names */
    const named = new Set();
    /** @type {Set<string>} */
    const mentioned = new Set();
    for (const row of t.rows) {
      let last = '';
      for (const token of ticks(row.cells[0])) {
        let rel = token.startsWith('.') && last ? `${last.slice(0, last.lastIndexOf('.'))}${token}` : token;
        last = rel;
        rel = rel.replace(/\[\]|\.\*|\.<name>/g, '');
        const full = base ? `${base}.${rel}` : rel;
        const mapKey = full.match(/^(.*)\.([\w-]+)$/);
        const allowedMapKey = mapKey && server.configValues[byPlain.get(mapKey[1]) ?? '']?.includes(mapKey[2]);
        if (!byPlain.has(full) && !allowedMapKey) {
          problems.push(
            `${where(page, row.line)} \`${token}\`: no such configuration key (${base ? `${base}.` : ''}${rel}) in ${at(server, 'common/config/config.go')}`,
          );
          continue;
        }
        named.add(full);
        for (const d of ticks(row.cells.slice(1).join(' '))) mentioned.add(`${full}.${d}`);
      }
    }
    /** @type {[string, number][]} */
    const scopes = depth > 0 ? [[base, depth]] : (PREFIXES[t.heading] ?? []);
    for (const [prefix, levels] of scopes) {
      const required = [...byPlain.keys()].filter((k) => {
        if (prefix && !k.startsWith(`${prefix}.`)) return false;
        const rest = prefix ? k.slice(prefix.length + 1) : k;
        return rest && rest.split('.').length <= /** @type {number} */ (levels);
      });
      for (const k of required) {
        const covered = [...named].some((n) => n === k || n.startsWith(`${k}.`)) || mentioned.has(k);
        if (!covered) {
          const real = /** @type {string} */ (byPlain.get(k));
          problems.push(
            `${page.rel} (${t.heading}): \`${base ? k.slice(base.length + 1) : k}\` is missing (${real}: ${server.config[real].type}, ${at(server, server.config[real].file, server.config[real].line)})`,
          );
        }
      }
    }
    // value lists given in descriptions
    for (const row of t.rows) {
      for (const token of ticks(row.cells[0])) {
        const full = plain(base ? `${base}.${token}` : token);
        const real = byPlain.get(full);
        const values = real ? server.configValues[real] : undefined;
        if (!values || real?.endsWith('indices')) continue;
        const given = ticks(row.cells.slice(1).join(' '));
        for (const v of given.filter((g) => !values.includes(g)))
          problems.push(
            `${where(page, row.line)} \`${token}\`: value \`${v}\` is not one the server accepts (${values.join(', ')})`,
          );
        for (const v of values.filter((/** @type {string} */ x) => !given.includes(x)))
          problems.push(
            `${where(page, row.line)} \`${token}\`: value \`${v}\` is missing (the server accepts ${values.join(', ')})`,
          );
      }
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  const sectionsProblems = Object.keys(TABLES)
    .filter((h) => !seenTables.has(h))
    .map((h) => `${page.rel}: no table under the heading "${h}"`);
  // "One entry per service: …" lists the service names
  const servicesLine = page.lines.findIndex((l) => /^One entry per service:/.test(l));
  const services = servicesLine >= 0 ? ticks(page.lines[servicesLine]) : [];
  const want = server.configValues['services.<name>'];
  if (servicesLine < 0) sectionsProblems.push(`${page.rel}: no "One entry per service:" sentence under services`);
  else if ([...services].sort().join() !== [...want].sort().join()) {
    sectionsProblems.push(
      `${where(page, servicesLine + 1)} services: page lists ${services.join(', ')}, the server has ${want.join(', ')} (${at(server, 'common/primitives/role.go')})`,
    );
  }
  // minimum poll interval
  const poll = page.lines.findIndex((l) => l.includes('`dynamicConfigClient.pollInterval`'));
  if (poll >= 0 && !page.lines[poll].includes(String(server.dynamicConfigMinPollInterval).replace(/s$/, ' seconds'))) {
    sectionsProblems.push(
      `${where(page, poll + 1)} dynamicConfigClient.pollInterval: the minimum is ${server.dynamicConfigMinPollInterval} (${at(server, 'common/dynamicconfig/file_based_client.go')})`,
    );
  }
  report(`${page.rel} › sections`, sectionsProblems);
}

// ---------------------------------------------------------------------------------------------
// Server options (temporal-server command line and Go ServerOptions)

/**
 * The types of a Go parameter list, without names: `configDir, env, zone string` → string, string,
 * string; `claimMapper func(cfg *config.Config) authorization.ClaimMapper` →
 * func(*config.Config) authorization.ClaimMapper.
 * @param {string} params @returns {string[]}
 */
function paramTypes(params) {
  const parts = [];
  let depth = 0;
  let cur = '';
  for (const c of params) {
    if (c === '(' || c === '[' || c === '{') depth++;
    if (c === ')' || c === ']' || c === '}') depth--;
    if (c === ',' && depth === 0) {
      parts.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) parts.push(cur.trim());
  /** @type {(string | null)[]} */
  const types = parts.map((p) => {
    const named = p.match(/^([a-z_]\w*)\s+(\S.*)$/i);
    if (named && !['func', 'map', 'chan', 'interface', 'struct'].includes(named[1])) return named[2];
    if (/^[a-z_]\w*$/i.test(p) && !/^(any|string|int|bool|error)$/.test(p)) return null; // a name whose type follows
    return p;
  });
  for (let i = types.length - 2; i >= 0; i--) if (types[i] === null) types[i] = types[i + 1];
  return types.map((t) =>
    String(t)
      .replace(/func\(([^()]*)\)/g, (_, inner) => `func(${paramTypes(inner).join(', ')})`)
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function checkServerOptions() {
  const page = readPage('docs/references/server-options.mdx');
  pinned(page, ['server']);
  const cli = server.cli;
  const src = at(server, cli.file);
  {
    const t = page.tables.find((x) => x.heading === 'Global flags');
    const problems = t ? [] : [`${page.rel}: no Global flags table`];
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const names = ticks(row.cells[0]);
      const main = names[0]?.replace(/^--/, '');
      const flag = cli.globalFlags.find((/** @type {any} */ f) => f.name === main);
      if (!flag) {
        problems.push(`${where(page, row.line)} \`${names[0]}\`: temporal-server has no such global flag (${src})`);
        continue;
      }
      listed.add(main);
      const aliases = names.slice(1).map((n) => n.replace(/^-+/, ''));
      if (aliases.sort().join() !== [...flag.aliases].sort().join())
        problems.push(
          `${where(page, row.line)} --${main} aliases: page says ${aliases.join(', ') || 'none'}, source says ${flag.aliases.join(', ') || 'none'} (${src})`,
        );
      const envs = ticks(row.cells[1] ?? '');
      for (const e of envs)
        if (!flag.envVars.includes(e))
          problems.push(
            `${where(page, row.line)} --${main} environment variable \`${e}\`: source reads ${flag.envVars.join(', ') || 'none'} (${src})`,
          );
      if (flag.envVars.length && !envs.includes(flag.envVars[0]))
        problems.push(
          `${where(page, row.line)} --${main}: environment variable ${flag.envVars[0]} is missing (${src})`,
        );
      const def = (ticks(row.cells[2] ?? '')[0] ?? row.cells[2] ?? '').trim();
      const want = flag.default ?? (flag.kind === 'Bool' ? 'false' : '');
      if (def !== want)
        problems.push(`${where(page, row.line)} --${main} default: page says "${def}", source says "${want}" (${src})`);
      const deprecatedOnPage = new RegExp(`\`--${main}\``).test(
        page.text
          .split('\n')
          .filter((l) => /deprecated/i.test(l))
          .join('\n'),
      );
      if (flag.deprecated && !deprecatedOnPage)
        problems.push(`${page.rel}: --${main} is deprecated at ${server.tag} but the page does not say so (${src})`);
    }
    for (const f of cli.globalFlags.filter((/** @type {any} */ x) => !x.hidden && !listed.has(x.name)))
      problems.push(`${page.rel}: global flag --${f.name} is missing (${src})`);
    report(`${page.rel} › global flags`, problems);
  }
  {
    const t = page.tables.find((x) => x.heading === 'Commands');
    const problems = t ? [] : [`${page.rel}: no Commands table`];
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const name = ticks(row.cells[0])[0];
      const cmd = cli.commands[name];
      if (!cmd) {
        problems.push(`${where(page, row.line)} \`${name}\`: temporal-server has no such command (${src})`);
        continue;
      }
      listed.add(name);
      const tokens = ticks(row.cells[1] ?? '');
      for (const flag of cmd.flags.filter((/** @type {any} */ f) => !f.hidden)) {
        for (const n of [flag.name, ...flag.aliases])
          if (!tokens.includes(`--${n}`))
            problems.push(`${where(page, row.line)} ${name}: flag --${n} is missing (${src}:${cmd.line})`);
        for (const e of flag.envVars)
          if (!tokens.includes(e))
            problems.push(
              `${where(page, row.line)} ${name} --${flag.name}: environment variable ${e} is missing (${src}:${cmd.line})`,
            );
        if (flag.default === 'DefaultServices') {
          const services = cli.defaultServices;
          const given = tokens.filter((x) => !x.startsWith('-') && !/^[A-Z_]+$/.test(x));
          if (given.sort().join() !== [...services].sort().join())
            problems.push(
              `${where(page, row.line)} ${name} --${flag.name} default: page says ${given.join(', ') || '(none)'}, source says ${services.join(', ')} (temporal/server.go DefaultServices at ${server.tag})`,
            );
        }
      }
    }
    for (const name of Object.keys(cli.commands).filter((n) => !listed.has(n)))
      problems.push(`${page.rel}: command ${name} is missing (${src})`);
    report(`${page.rel} › commands`, problems);
  }
  {
    const t = page.tables.find((x) => x.heading === 'ServerOption list');
    const problems = t ? [] : [`${page.rel}: no ServerOption list table`];
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const sig = ticks(row.cells[0])[0] ?? '';
      const m = sig.match(/^(\w+)\((.*)\)$/);
      const opt = m ? server.serverOptions[m[1]] : undefined;
      if (!m || !opt) {
        problems.push(
          `${where(page, row.line)} \`${sig}\`: the temporal package has no such ServerOption (${at(server, 'temporal/server_option.go')})`,
        );
        continue;
      }
      listed.add(m[1]);
      // parameter types must match; parameter names may differ
      const page_ = paramTypes(m[2]);
      const source = paramTypes(opt.params);
      if (page_.join(', ') !== source.join(', '))
        problems.push(
          `${where(page, row.line)} ${m[1]} parameters: page says (${m[2]}), source says (${opt.params}) (${at(server, 'temporal/server_option.go', opt.line)})`,
        );
    }
    for (const n of Object.keys(server.serverOptions).filter((x) => !listed.has(x)))
      problems.push(
        `${page.rel}: ServerOption ${n} is missing (${at(server, 'temporal/server_option.go', server.serverOptions[n].line)})`,
      );
    report(`${page.rel} › ServerOption list`, problems);
  }
  {
    // every config.LoadX / config.WithX the page names exists
    /** @type {string[]} */
    const problems = [];
    page.lines.forEach((l, i) => {
      if (/\bbefore \d+\.\d+/.test(l)) return; // a sentence about older releases
      for (const m of l.matchAll(/\bconfig\.(Load\w*|With\w+)\b/g)) {
        if (!server.configLoaders.includes(m[1]))
          problems.push(
            `${where(page, i + 1)} config.${m[1]}: common/config has no such function at ${server.tag} (it has ${server.configLoaders.join(', ')})`,
          );
      }
    });
    report(`${page.rel} › configuration loader`, problems);
  }
}

// ---------------------------------------------------------------------------------------------
// Cluster metrics

const METRIC_TYPES = /** @type {Record<string, string[]>} */ ({
  Counter: ['counter'],
  Timer: ['timer'],
  Gauge: ['gauge'],
  Histogram: ['histogram', 'histogram (bytes)'],
});

function checkClusterMetrics() {
  const page = readPage('docs/references/cluster-metrics.mdx');
  pinned(page, ['server']);
  const metrics = server.metrics;
  const generated = blockOnPage('cluster-metrics-all', page.text);
  const generatedStart = generated ? page.text.slice(0, generated.index).split('\n').length : Infinity;
  for (const t of page.tables) {
    if (t.line >= generatedStart) continue;
    const mc = col(t, /^Metric$/);
    const tc = col(t, /^Type$/);
    if (mc < 0) continue;
    const problems = [];
    for (const row of t.rows) {
      const types = (row.cells[tc] ?? '').split(/,\s*/).flatMap((x) => METRIC_TYPES[x.trim()] ?? []);
      for (const name of ticks(row.cells[mc])) {
        if (name.endsWith('*')) {
          if (!Object.keys(metrics).some((m) => m.startsWith(name.slice(0, -1))))
            problems.push(
              `${where(page, row.line)} \`${name}\`: no metric matches (${at(server, 'common/metrics/metric_defs.go')})`,
            );
          continue;
        }
        const m = metrics[name];
        if (!m) {
          problems.push(`${where(page, row.line)} \`${name}\`: the server defines no such metric at ${server.tag}`);
          continue;
        }
        if (tc >= 0 && !types.includes(m.type))
          problems.push(
            `${where(page, row.line)} \`${name}\` type: page says ${row.cells[tc]}, source says ${m.type} (${at(server, m.file, m.line)})`,
          );
      }
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  {
    const t = page.tables.find((x) => x.heading === 'Common labels');
    const problems = t ? [] : [`${page.rel}: no Common labels table`];
    for (const row of t?.rows ?? []) {
      for (const label of ticks(row.cells[0]))
        if (!server.metricLabels.includes(label))
          problems.push(
            `${where(page, row.line)} label \`${label}\`: the server defines no such metric tag (${at(server, 'common/metrics/tags.go')})`,
          );
    }
    report(`${page.rel} › Common labels`, problems);
  }
  {
    // metric names in prose, alerts and queries (with Prometheus suffixes removed)
    const problems = [];
    const runtime = page.headings.find((h) => h.text === 'Runtime metrics');
    const prose = runtime ? sectionText(page, runtime) : '';
    for (const name of ticks(prose))
      if (!metrics[name]) problems.push(`${page.rel} (Runtime metrics) \`${name}\`: no such metric at ${server.tag}`);
    const alerts = page.tables.find((x) => x.header[0] === 'Alert');
    for (const row of alerts?.rows ?? []) {
      for (const token of ticks(row.cells.slice(1).join(' '))) {
        if (
          /^[a-z][a-z0-9_]+$/.test(token) &&
          token.includes('_') &&
          !metrics[token] &&
          !server.metricLabels.includes(token)
        ) {
          problems.push(`${where(page, row.line)} \`${token}\`: no such metric or label at ${server.tag}`);
        }
      }
    }
    page.lines.forEach((l, i) => {
      for (const m of l.matchAll(/\b([a-z][a-z0-9_]+?)(?:_total|_bucket|_sum|_count)?\{/g)) {
        if (!metrics[m[1]] && !metrics[`${m[1]}_count`])
          problems.push(`${where(page, i + 1)} query uses \`${m[1]}\`: no such metric at ${server.tag}`);
      }
    });
    report(`${page.rel} › metrics in prose, alerts and queries`, problems);
  }
  checkGenerated(page, 'cluster-metrics-all', Object.keys(metrics).length, 'metrics');
}

// ---------------------------------------------------------------------------------------------
// SDK metrics

function checkSdkMetrics() {
  const page = readPage('docs/references/sdk-metrics.mdx');
  pinned(page, ['sdk-core', 'sdk-go', 'sdk-java']);
  /** @type {Record<string, Record<string, any>>} metric → sdk → entry */
  const union = {};
  const add = (/** @type {string} */ sdk, /** @type {string} */ name, /** @type {any} */ e) =>
    ((union[name] ??= {})[sdk] = e);
  for (const [n, e] of Object.entries(core.metrics)) add('core', `${core.metricPrefix}${n}`, e);
  for (const [n, e] of Object.entries(sdkGo.metrics)) if (/** @type {any} */ (e).emitted !== false) add('go', n, e);
  for (const [n, e] of Object.entries(sdkJava.metrics)) if (/** @type {any} */ (e).emitted !== false) add('java', n, e);
  const SDK_TYPES = /** @type {Record<string, string>} */ ({
    counter: 'Counter',
    timer: 'Histogram',
    histogram: 'Histogram',
    gauge: 'Gauge',
    'up-down counter': 'Gauge',
  });
  const SOURCES = /** @type {Record<string, any>} */ ({core, go: sdkGo, java: sdkJava});
  const NAMES = /** @type {Record<string, string>} */ ({core: 'core SDKs', go: 'Go', java: 'Java'});
  /** The SDKs a Meaning cell names in its closing parenthesis, e.g. "(Go and Java)". */
  const annotation = (/** @type {string} */ meaning) => {
    const m = meaning.match(/\(([^()]*)\)\.?\s*$/) ?? meaning.match(/^Deprecated (Go|Java|Go and Java) names?/);
    if (!m || !/\b(Go|Java|core SDKs)\b/.test(m[1])) return null;
    return ['core', 'go', 'java'].filter((s) => new RegExp(`\\b${NAMES[s]}\\b`).test(m[1]));
  };
  const listed = new Set();
  for (const t of page.tables) {
    const mc = col(t, /^Metric$/);
    const tc = col(t, /^Type$/);
    if (mc < 0 || tc < 0) continue;
    const problems = [];
    for (const row of t.rows) {
      for (const name of ticks(row.cells[mc])) {
        const e = union[name];
        listed.add(name);
        if (!e) {
          problems.push(
            `${where(page, row.line)} \`${name}\`: emitted by none of sdk-core ${core.tag}, sdk-go ${sdkGo.tag}, sdk-java ${sdkJava.tag}`,
          );
          continue;
        }
        for (const [sdk, entry] of Object.entries(e)) {
          const want = SDK_TYPES[entry.type];
          if (row.cells[tc] !== want)
            problems.push(
              `${where(page, row.line)} \`${name}\` type: page says ${row.cells[tc]}, ${NAMES[sdk]} records a ${entry.type} (${at(SOURCES[sdk], entry.file ?? SOURCES[sdk].metricsFile ?? '', entry.line)})`,
            );
        }
        const sdks = Object.keys(e).sort();
        const said = annotation(row.cells[row.cells.length - 1]);
        const expected = said ?? ['core', 'go', 'java'];
        if (expected.join() !== sdks.join()) {
          problems.push(
            `${where(page, row.line)} \`${name}\`: page says ${said ? `only ${said.map((s) => NAMES[s]).join(' and ')}` : 'every SDK'}, emitted by ${sdks.map((s) => `${NAMES[s]} ${SOURCES[s].tag}`).join(', ')}`,
          );
        }
      }
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  report(
    `${page.rel} › every metric listed`,
    Object.keys(union)
      .filter((n) => !listed.has(n))
      .map(
        (n) =>
          `${page.rel}: \`${n}\` is missing (emitted by ${Object.keys(union[n])
            .map((s) => `${NAMES[s]} ${SOURCES[s].tag}`)
            .join(', ')})`,
      ),
  );
  {
    const t = page.tables.find((x) => x.heading === 'Common labels');
    const problems = t ? [] : [`${page.rel}: no Common labels table`];
    const labels = new Set([...core.metricLabels, ...sdkGo.metricLabels, ...sdkJava.metricLabels]);
    for (const row of t?.rows ?? []) {
      for (const label of ticks(row.cells[0]))
        if (!labels.has(label)) problems.push(`${where(page, row.line)} label \`${label}\`: no SDK uses it`);
    }
    report(`${page.rel} › Common labels`, problems);
  }
}

// ---------------------------------------------------------------------------------------------
// Events and Commands

/** Event or Command names a heading covers: "A", "A and B", "ChildWorkflowExecutionCompleted, Failed, … and Terminated". */
function headingNames(/** @type {string} */ heading, /** @type {string[]} */ known) {
  const parts = heading
    .split(/,\s*|\s+and\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out = [];
  let first = '';
  for (const p of parts) {
    if (known.includes(p)) {
      out.push(p);
      first ||= p;
      continue;
    }
    const words = first.match(/[A-Z][a-z]*/g) ?? [];
    let found = '';
    for (let k = words.length - 1; k > 0 && !found; k--) {
      const candidate = `${words.slice(0, k).join('')}${p}`;
      if (known.includes(candidate)) found = candidate;
    }
    out.push(found || p);
  }
  return out;
}

/** Page types compared with the manifest's display types. */
function sameType(/** @type {string} */ pageType, /** @type {string} */ sourceType) {
  const p = pageType.replace(/^update\./, '').trim();
  if (!p) return true;
  if (p === sourceType) return true;
  if (p === 'map' && sourceType.startsWith('map of')) return true;
  return false;
}

/**
 * @param {Page} page @param {Record<string, any>} types manifest event or command types
 * @param {string} kind 'event' or 'command' @param {string[]} skipHeadings
 */
function checkTypeSections(page, types, kind, skipHeadings) {
  const known = Object.keys(types);
  const covered = new Set();
  for (const h of page.headings.filter((x) => x.level === 3 && !skipHeadings.includes(x.text))) {
    const names = headingNames(h.text, known);
    const problems = [];
    const entries = names.map((n) => types[n]).filter(Boolean);
    for (const n of names.filter((x) => !types[x]))
      problems.push(`${where(page, h.line)} ${kind} ${n}: no such ${kind} type in ${api.source} ${api.tag}`);
    names.forEach((n) => covered.add(n));
    const body = sectionText(page, h);
    const mentioned = new Set(ticks(body).flatMap((x) => x.split(/[\s,.()]+/)));
    for (const n of names.filter((x) => types[x])) {
      const e = types[n];
      for (const f of e.fields) {
        if (!mentioned.has(f.name))
          problems.push(
            `${where(page, h.line)} ${n}: attribute \`${f.name}\` (${f.type}${f.deprecated ? ', deprecated' : ''}) is missing (${at(api, kind === 'event' ? api.events.file : api.commands.file, f.line)})`,
          );
      }
    }
    // attribute tables: every named attribute exists; types and deprecation agree
    const lineTables = page.tables.filter((t) => t.line > h.line && t.line <= h.end && col(t, /^Attribute$/) === 0);
    for (const t of lineTables) {
      const tc = col(t, /^Type$/);
      const cc = col(t, /^Command$/);
      for (const row of t.rows) {
        const attrs = ticks(row.cells[0]);
        const description = row.cells[row.cells.length - 1];
        for (const a of attrs) {
          const scoped =
            cc >= 0 ? entries.filter((_, i) => names[i].includes(row.cells[cc]) || row.cells[cc] === 'both') : entries;
          const fields = (scoped.length ? scoped : entries)
            .map((e) => e.fields.find((/** @type {any} */ f) => f.name === a))
            .filter(Boolean);
          if (!fields.length) {
            problems.push(
              `${where(page, row.line)} \`${a}\`: ${names.join(', ')} ${names.length > 1 ? 'have' : 'has'} no such attribute in ${api.source} ${api.tag}`,
            );
            continue;
          }
          if (tc >= 0 && attrs.length === 1 && !fields.some((f) => sameType(row.cells[tc], f.type))) {
            problems.push(
              `${where(page, row.line)} \`${a}\` type: page says ${row.cells[tc]}, source says ${fields[0].type} (${at(api, kind === 'event' ? api.events.file : api.commands.file, fields[0].line)})`,
            );
          }
          const saysDeprecated = /deprecated/i.test(description);
          const isDeprecated = fields.every((f) => f.deprecated);
          if (saysDeprecated && !isDeprecated && /^deprecated/i.test(description.trim())) {
            problems.push(
              `${where(page, row.line)} \`${a}\`: page says deprecated, the field is not deprecated (${at(api, kind === 'event' ? api.events.file : api.commands.file, fields[0].line)})`,
            );
          }
          if (!saysDeprecated && isDeprecated)
            problems.push(
              `${where(page, row.line)} \`${a}\`: deprecated in the API but the page does not say so (${at(api, kind === 'event' ? api.events.file : api.commands.file, fields[0].line)})`,
            );
        }
      }
    }
    report(`${page.rel} › ${h.text}`, problems);
  }
  report(
    `${page.rel} › every ${kind} type has a section`,
    known
      .filter((n) => !covered.has(n))
      .map(
        (n) =>
          `${page.rel}: ${kind} type ${n} (${types[n].constant}) has no section (${at(api, kind === 'event' ? api.events.enumFile : api.commands.enumFile, types[n].enumLine)})`,
      ),
  );
}

function checkEvents() {
  const page = readPage('docs/references/events.mdx');
  pinned(page, ['api']);
  checkTypeSections(page, api.events.types, 'event', []);
  const t = page.tables.find((x) => x.heading === 'Fields common to every event');
  const problems = t ? [] : [`${page.rel}: no table of fields common to every event`];
  const listed = (t?.rows ?? []).flatMap((r) => ticks(r.cells[0]).map((n) => ({n, r})));
  for (const {n, r} of listed) {
    const f = api.historyEvent.fields.find((/** @type {any} */ x) => x.name === n);
    if (!f)
      problems.push(`${where(page, r.line)} \`${n}\`: HistoryEvent has no such field in ${api.source} ${api.tag}`);
    else if (!sameType(r.cells[1], f.type))
      problems.push(
        `${where(page, r.line)} \`${n}\` type: page says ${r.cells[1]}, source says ${f.type} (${at(api, api.historyEvent.file, f.line)})`,
      );
  }
  for (const f of api.historyEvent.fields)
    if (!listed.some(({n}) => n === f.name))
      problems.push(
        `${page.rel}: HistoryEvent field \`${f.name}\` (${f.type}) is missing (${at(api, api.historyEvent.file, f.line)})`,
      );
  report(`${page.rel} › Fields common to every event`, problems);
}

function checkCommands() {
  const page = readPage('docs/references/commands.mdx');
  pinned(page, ['api']);
  const types = api.commands.types;
  {
    const t = page.tables.find((x) => x.heading === 'Command types');
    const problems = t ? [] : [`${page.rel}: no Command types table`];
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const name = ticks(row.cells[0])[0];
      listed.add(name);
      if (!types[name])
        problems.push(`${where(page, row.line)} \`${name}\`: no such command type in ${api.source} ${api.tag}`);
      for (const ev of ticks(row.cells[2] ?? ''))
        if (!api.events.types[ev])
          problems.push(`${where(page, row.line)} \`${ev}\`: no such event type in ${api.source} ${api.tag}`);
    }
    for (const n of Object.keys(types).filter((x) => !listed.has(x)))
      problems.push(`${page.rel}: command type ${n} is missing (${at(api, api.commands.enumFile, types[n].enumLine)})`);
    // "the number N is not used"
    const numbers = Object.values(types).map((/** @type {any} */ x) => x.number);
    const gaps = [];
    for (let n = 1; n < Math.max(...numbers); n++) if (!numbers.includes(n)) gaps.push(n);
    const said = [...page.text.matchAll(/number (\d+) is not used/g)].map((m) => Number(m[1]));
    if (said.join() !== gaps.join())
      problems.push(
        `${page.rel}: page says unused command numbers are ${said.join(', ') || 'none'}, the enum leaves ${gaps.join(', ') || 'none'} unused (${at(api, api.commands.enumFile)})`,
      );
    // the fields every Command carries
    for (const f of api.command.fields.filter((/** @type {any} */ x) => x.name !== 'commandType')) {
      if (!page.text.includes(`\`${f.name}\``))
        problems.push(
          `${page.rel}: Command field \`${f.name}\` (${f.type}) is not mentioned (${at(api, api.command.file, f.line)})`,
        );
    }
    report(`${page.rel} › Command types`, problems);
  }
  const attributes = page.headings.find((h) => h.text === 'Command attributes');
  checkTypeSections(
    page,
    types,
    'command',
    page.headings
      .filter((h) => h.level === 3 && (!attributes || h.line < attributes.line || h.line > attributes.end))
      .map((h) => h.text),
  );
}

// ---------------------------------------------------------------------------------------------
// Errors and Failures

/** @param {string} name @param {string} prefix */
const enumValues = (name, prefix) =>
  api.enums[name].values
    .filter((/** @type {any} */ v) => !v.name.endsWith('_UNSPECIFIED'))
    .map((/** @type {any} */ v) => ({...v, short: v.name.slice(prefix.length)}));

/** A table whose first column lists every value of an enum (shown without its prefix). */
function enumTable(
  /** @type {Page} */ page,
  /** @type {Table | undefined} */ t,
  /** @type {string} */ enumName,
  /** @type {string} */ prefix,
  /** @type {string} */ label,
) {
  const values = enumValues(enumName, prefix);
  const e = api.enums[enumName];
  const problems = t ? [] : [`${page.rel}: no table of ${enumName} values`];
  const listed = new Set();
  for (const row of t?.rows ?? []) {
    const v = ticks(row.cells[0])[0];
    listed.add(v);
    if (!values.some((/** @type {any} */ x) => x.short === v))
      problems.push(
        `${where(page, row.line)} \`${v}\`: ${enumName} has no such value in ${api.source} ${api.tag} (${at(api, e.file, e.line)})`,
      );
  }
  for (const v of values.filter((/** @type {any} */ x) => !listed.has(x.short)))
    problems.push(`${page.rel}: ${enumName} value \`${v.short}\` is missing (${at(api, e.file, v.line)})`);
  report(`${page.rel} › ${label}`, problems);
}

// The canonical gRPC status code names (google.rpc.Code, googleapis google/rpc/code.proto).
const GRPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

function checkErrors() {
  const page = readPage('docs/references/errors.mdx');
  pinned(page, ['api']);
  enumTable(
    page,
    page.tables.find((t) => t.section === 'Workflow Task failure causes'),
    'WorkflowTaskFailedCause',
    'WORKFLOW_TASK_FAILED_CAUSE_',
    'Workflow Task failure causes',
  );
  enumTable(
    page,
    page.tables.find((t) => t.section === 'Resource exhausted causes'),
    'ResourceExhaustedCause',
    'RESOURCE_EXHAUSTED_CAUSE_',
    'Resource exhausted causes',
  );
  {
    const problems = [];
    const scopes = enumValues('ResourceExhaustedScope', 'RESOURCE_EXHAUSTED_SCOPE_').map(
      (/** @type {any} */ v) => v.short,
    );
    const i = page.lines.findIndex((l) => /a scope \(/.test(l));
    const given = i >= 0 ? (page.lines[i].match(/a scope \(([^)]*)\)/)?.[1] ?? '') : '';
    if (i < 0) problems.push(`${page.rel}: the resource-exhausted scopes are not listed`);
    else if (ticks(given).sort().join() !== [...scopes].sort().join())
      problems.push(
        `${where(page, i + 1)} scopes: page says ${ticks(given).join(', ')}, source says ${scopes.join(', ')} (${at(api, api.enums.ResourceExhaustedScope.file, api.enums.ResourceExhaustedScope.line)})`,
      );
    report(`${page.rel} › Resource exhausted scopes`, problems);
  }
  {
    const t = page.tables.find((x) => x.section === 'Failure causes of external operations');
    const problems = t ? [] : [`${page.rel}: no table of external-operation failure causes`];
    const ENUMS = {
      StartChildWorkflowExecutionFailedCause: 'START_CHILD_WORKFLOW_EXECUTION_FAILED_CAUSE_',
      SignalExternalWorkflowExecutionFailedCause: 'SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_FAILED_CAUSE_',
      CancelExternalWorkflowExecutionFailedCause: 'CANCEL_EXTERNAL_WORKFLOW_EXECUTION_FAILED_CAUSE_',
    };
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const [e, v] = ticks(row.cells[0]);
      listed.add(`${e} ${v}`);
      const prefix = /** @type {Record<string, string>} */ (ENUMS)[e];
      if (!prefix) problems.push(`${where(page, row.line)} \`${e}\`: not one of ${Object.keys(ENUMS).join(', ')}`);
      else if (!enumValues(e, prefix).some((/** @type {any} */ x) => x.short === v))
        problems.push(
          `${where(page, row.line)} ${e} \`${v}\`: no such value in ${api.source} ${api.tag} (${at(api, api.enums[e].file, api.enums[e].line)})`,
        );
    }
    for (const [e, prefix] of Object.entries(ENUMS)) {
      for (const v of enumValues(e, prefix))
        if (!listed.has(`${e} ${v.short}`))
          problems.push(`${page.rel}: ${e} value \`${v.short}\` is missing (${at(api, api.enums[e].file, v.line)})`);
    }
    report(`${page.rel} › Failure causes of external operations`, problems);
  }
  {
    const t = page.tables.find((x) => x.section === 'gRPC status codes returned by the Service');
    const problems = t ? [] : [`${page.rel}: no gRPC status table`];
    for (const row of t?.rows ?? []) {
      const code = ticks(row.cells[0])[0];
      if (!GRPC_CODES.includes(code))
        problems.push(
          `${where(page, row.line)} \`${code}\`: not a gRPC status code name (google.rpc.Code: ${GRPC_CODES.join(', ')})`,
        );
    }
    report(`${page.rel} › gRPC status codes`, problems);
  }
}

function checkFailures() {
  const page = readPage('docs/references/failures.mdx');
  pinned(page, ['api']);
  const f = api.failure;
  {
    const t = page.tables.find((x) => x.heading === 'The Failure message');
    const problems = t ? [] : [`${page.rel}: no table of the Failure message`];
    const listed = new Set();
    for (const row of t?.rows ?? []) {
      const n = ticks(row.cells[0])[0];
      listed.add(n);
      if (n === 'failureInfo') continue;
      const field = f.fields.find((/** @type {any} */ x) => x.name === n);
      if (!field)
        problems.push(`${where(page, row.line)} \`${n}\`: Failure has no such field in ${api.source} ${api.tag}`);
      else if (!sameType(row.cells[1], field.type))
        problems.push(
          `${where(page, row.line)} \`${n}\` type: page says ${row.cells[1]}, source says ${field.type} (${at(api, f.file, field.line)})`,
        );
    }
    for (const field of f.fields)
      if (!listed.has(field.name))
        problems.push(
          `${page.rel}: Failure field \`${field.name}\` (${field.type}) is missing (${at(api, f.file, field.line)})`,
        );
    report(`${page.rel} › The Failure message`, problems);
  }
  {
    const t = page.tables.find((x) => x.heading === 'Failure types');
    const problems = t ? [] : [`${page.rel}: no Failure types table`];
    const listed = new Set();
    const upperValues = new Set(
      ['TimeoutType', 'ApplicationErrorCategory', 'RetryState', 'NexusHandlerErrorRetryBehavior'].flatMap((e) =>
        api.enums[e].values.map((/** @type {any} */ v) =>
          v.name.replace(
            /^(TIMEOUT_TYPE|APPLICATION_ERROR_CATEGORY|RETRY_STATE|NEXUS_HANDLER_ERROR_RETRY_BEHAVIOR)_/,
            '',
          ),
        ),
      ),
    );
    for (const row of t?.rows ?? []) {
      const info = ticks(row.cells[0])[0];
      listed.add(info);
      const entry = f.info[info];
      if (!entry) {
        problems.push(
          `${where(page, row.line)} \`${info}\`: Failure has no such failure_info type in ${api.source} ${api.tag}`,
        );
        continue;
      }
      const tokens = ticks(row.cells[2] ?? '');
      for (const tk of tokens.filter((x) => /^[a-z]\w*$/.test(x))) {
        if (!entry.fields.some((/** @type {any} */ x) => x.name === tk))
          problems.push(
            `${where(page, row.line)} ${info} \`${tk}\`: ${entry.message} has no such field in ${api.source} ${api.tag}`,
          );
      }
      for (const field of entry.fields)
        if (!tokens.includes(field.name))
          problems.push(
            `${where(page, row.line)} ${info}: field \`${field.name}\` (${field.type}) is missing (${at(api, f.file, field.line)})`,
          );
      if (info !== 'nexusHandlerFailureInfo') {
        for (const tk of tokens.filter((x) => /^[A-Z][A-Z_]+$/.test(x)))
          if (!upperValues.has(tk))
            problems.push(
              `${where(page, row.line)} ${info} \`${tk}\`: not a value of TimeoutType, ApplicationErrorCategory or RetryState in ${api.source} ${api.tag}`,
            );
      }
      if (info === 'timeoutFailureInfo') {
        const values = enumValues('TimeoutType', 'TIMEOUT_TYPE_').map((/** @type {any} */ v) => v.short);
        for (const v of values)
          if (!tokens.includes(v))
            problems.push(
              `${where(page, row.line)} timeoutType value \`${v}\` is missing (${at(api, api.enums.TimeoutType.file, api.enums.TimeoutType.line)})`,
            );
      }
    }
    for (const info of Object.keys(f.info).filter((x) => !listed.has(x)))
      problems.push(`${page.rel}: failure type \`${info}\` is missing (${at(api, f.file)})`);
    report(`${page.rel} › Failure types`, problems);
  }
  {
    const problems = [];
    const h = page.headings.find((x) => x.text === 'Retry state');
    const given = h ? ticks(sectionText(page, h)).filter((x) => /^[A-Z_]+$/.test(x)) : [];
    const values = enumValues('RetryState', 'RETRY_STATE_').map((/** @type {any} */ v) => v.short);
    if (!h) problems.push(`${page.rel}: no Retry state section`);
    for (const v of values.filter((/** @type {string} */ x) => !given.includes(x)))
      problems.push(
        `${page.rel}: RetryState value \`${v}\` is missing (${at(api, api.enums.RetryState.file, api.enums.RetryState.line)})`,
      );
    for (const v of given.filter((x) => !values.includes(x)))
      problems.push(`${page.rel}: RetryState has no value \`${v}\` in ${api.source} ${api.tag}`);
    report(`${page.rel} › Retry state`, problems);
  }
}

// ---------------------------------------------------------------------------------------------
// Web UI

/** A UI configuration path as the pages write it (`providers[].label`, `providers[0].label`). */
const uiField = (/** @type {string} */ p) => p.replace(/^providers\[\d*\]/, 'auth.providers[]').replace(/\[0\]/g, '[]');

function checkWebUiConfiguration() {
  const page = readPage('docs/references/web-ui-configuration.mdx');
  pinned(page, ['ui']);
  const fieldOf = (/** @type {string} */ path) => ui.fields[path];
  const envByField = new Map(Object.values(ui.envVars).map((/** @type {any} */ v) => [v.field, v]));
  const listed = new Set();
  for (const t of page.tables) {
    const fc = col(t, /^Field$/);
    if (fc !== 0) continue;
    const tc = col(t, /^Type$/);
    const dc = col(t, /^Default/);
    const problems = [];
    for (const row of t.rows) {
      for (const token of ticks(row.cells[0])) {
        const path = uiField(token);
        const f = fieldOf(path);
        listed.add(path);
        if (!f) {
          problems.push(
            `${where(page, row.line)} \`${token}\`: the UI server has no such configuration field (${at(ui, ui.configFile)})`,
          );
          continue;
        }
        const src = at(ui, f.file, f.line);
        const pageType = (row.cells[tc] ?? '').trim();
        const typeOk =
          pageType === f.type ||
          (pageType === 'list' && f.type.startsWith('list')) ||
          (pageType === 'map' && f.type === 'map');
        if (tc >= 0 && !typeOk)
          problems.push(
            `${where(page, row.line)} \`${token}\` type: page says ${pageType}, source says ${f.type} (${src})`,
          );
        if (dc < 0) continue;
        const cell = row.cells[dc].trim();
        const value = (ticks(cell)[0] ?? cell.split(/\s/)[0] ?? '').trim();
        const env = /** @type {any} */ (envByField.get(path));
        const want = env && env.default !== null ? env.default : f.type === 'bool' ? 'false' : '';
        const pageValue_ = value === 'empty' ? '' : value;
        if (pageValue_ !== want && !(want === '' && f.type !== 'bool' && !env?.default && pageValue_ === '')) {
          problems.push(
            `${where(page, row.line)} \`${token}\` default: page says "${cell}", ${env ? `the container image sets "${want}" (${at(ui, ui.template, env.line)})` : `the Go zero value applies ("${want}") (${src})`}`,
          );
        }
      }
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  report(
    `${page.rel} › every field listed`,
    Object.entries(ui.fields)
      .filter(([p, f]) => /** @type {any} */ (f).type !== 'object' && !listed.has(p))
      .map(
        ([p, f]) =>
          `${page.rel}: \`${p}\` (${/** @type {any} */ (f).type}) is missing (${at(ui, /** @type {any} */ (f).file, /** @type {any} */ (f).line)})`,
      ),
  );
}

function checkWebUiEnvironment() {
  const page = readPage('docs/references/web-ui-environment-variables.mdx');
  pinned(page, ['ui']);
  const listed = new Set();
  for (const t of page.tables) {
    if (col(t, /^Variable$/) !== 0) continue;
    const fc = col(t, /^Field$/);
    const dc = col(t, /^Default$/);
    const problems = [];
    for (const row of t.rows) {
      const name = ticks(row.cells[0])[0];
      const v = ui.envVars[name];
      listed.add(name);
      if (!v) {
        problems.push(
          `${where(page, row.line)} \`${name}\`: the container image's template reads no such variable (${at(ui, ui.template)})`,
        );
        continue;
      }
      const src = at(ui, ui.template, v.line);
      const field = uiField(ticks(row.cells[fc])[0] ?? '');
      if (field !== v.field)
        problems.push(
          `${where(page, row.line)} ${name} field: page says ${ticks(row.cells[fc])[0]}, the template sets ${v.field} (${src})`,
        );
      const cell = row.cells[dc].trim();
      const value = cell === 'empty' ? '' : (ticks(cell)[0] ?? cell);
      const want = v.default ?? '';
      if (value !== want)
        problems.push(
          `${where(page, row.line)} ${name} default: page says "${cell}", the template says "${want}" (${src})`,
        );
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  report(
    `${page.rel} › every variable listed`,
    Object.entries(ui.envVars)
      .filter(([n]) => !listed.has(n))
      .map(
        ([n, v]) =>
          `${page.rel}: \`${n}\` (sets ${/** @type {any} */ (v).field}) is missing (${at(ui, ui.template, /** @type {any} */ (v).line)})`,
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Temporal Cloud OpenMetrics

function checkCloudMetrics() {
  const page = readPage('docs/production-deployment/cloud/metrics/openmetrics/metrics-reference.mdx');
  pinned(page, ['cloud-metrics']);
  const metrics = cloud.metrics;
  const src = `${cloud.url} (${cloud.source} ${cloud.page} at ${cloud.tag})`;
  const listed = new Set();
  const UNITS = /** @type {Record<string, RegExp>} */ ({rate: /\/s$/, value: /^(?!.*\/s$)/, latency: /^seconds$/});
  for (const t of page.tables) {
    const mc = col(t, /^Metric$/);
    if (mc < 0) continue;
    const tc = col(t, /^Type$/);
    const lc = col(t, /^(Key )?[Ll]abels$/);
    const uc = col(t, /^Unit$/);
    const problems = [];
    for (const row of t.rows) {
      let base = '';
      for (const token of ticks(row.cells[mc])) {
        const name = token.startsWith('_') && base ? `${base}${token}` : token;
        if (!token.startsWith('_')) base = token.replace(/_p\d+$/, '');
        const m = metrics[name];
        listed.add(name);
        if (!m) {
          problems.push(`${where(page, row.line)} \`${name}\`: not in Temporal's Cloud metrics catalog (${src})`);
          continue;
        }
        const pageType = (row.cells[tc] ?? '').toLowerCase();
        if (tc >= 0 && m.type && pageType !== m.type)
          problems.push(
            `${where(page, row.line)} \`${name}\` type: page says ${row.cells[tc]}, the catalog says ${m.type} (${src})`,
          );
        if (uc >= 0 && m.type && !UNITS[m.type].test(row.cells[uc].trim()))
          problems.push(
            `${where(page, row.line)} \`${name}\` unit: page says ${row.cells[uc]}, which does not fit a ${m.type} metric (${src})`,
          );
        if (lc >= 0) {
          const labels = ticks(row.cells[lc]).filter((l) => /^[a-z_]+$/.test(l));
          for (const l of labels)
            if (!m.labels.includes(l))
              problems.push(
                `${where(page, row.line)} \`${name}\` label \`${l}\`: the catalog lists ${m.labels.join(', ') || 'no extra labels'} (${src})`,
              );
          for (const l of m.labels)
            if (!labels.includes(l) && !/^same/.test(row.cells[lc]))
              problems.push(`${where(page, row.line)} \`${name}\`: label \`${l}\` is missing (${src})`);
        }
        const text = row.cells.join(' ');
        if (m.deprecated && !/deprecated/i.test(text))
          problems.push(
            `${where(page, row.line)} \`${name}\` is deprecated in the catalog; the page does not say so (${src})`,
          );
        if (
          m.excludesNamespaceLimitThrottling &&
          !(/\bnot\b/.test(text) && /Namespace/.test(text) && /_throttled_count/.test(text))
        ) {
          problems.push(
            `${where(page, row.line)} \`${name}\`: the catalog says it does not count throttling by Namespace limits (the *_throttled_count metrics do); the page must say so (${src})`,
          );
        }
      }
    }
    report(`${page.rel} › ${t.heading}`, problems);
  }
  report(
    `${page.rel} › every metric listed`,
    Object.keys(metrics)
      .filter((n) => !listed.has(n))
      .map(
        (n) =>
          `${page.rel}: \`${n}\` (${metrics[n].type ?? 'no type given'}, ${metrics[n].section}) is missing (${src})`,
      ),
  );
  {
    const t = page.tables.find((x) => x.heading === 'Common labels');
    const all = new Set([
      ...cloud.commonLabels,
      ...Object.keys(cloud.optInLabels),
      ...Object.values(metrics).flatMap((m) => /** @type {any} */ (m).labels),
    ]);
    const problems = t ? [] : [`${page.rel}: no Common labels table`];
    for (const row of t?.rows ?? [])
      for (const l of ticks(row.cells[0]))
        if (!all.has(l)) problems.push(`${where(page, row.line)} label \`${l}\`: not in the catalog (${src})`);
    for (const l of cloud.commonLabels)
      if (!(t?.rows ?? []).some((r) => ticks(r.cells[0]).includes(l)))
        problems.push(`${page.rel}: common label \`${l}\` is missing (${src})`);
    for (const l of Object.keys(cloud.optInLabels))
      if (!page.text.includes(`\`${l}\``))
        problems.push(`${page.rel}: opt-in label \`${l}\` is not mentioned (${src})`);
    // The catalog's source file in its repository (this site is published at docs.temporal.io, so a
    // link to the official page's address would point at this site itself).
    const sourceLink = `https://github.com/${cloud.source}/blob/main/${cloud.page}`;
    if (!page.text.includes(sourceLink))
      problems.push(`${page.rel}: does not say where the list comes from (link ${sourceLink})`);
    report(`${page.rel} › labels and source`, problems);
  }
}

// ---------------------------------------------------------------------------------------------

for (const check of [
  checkDynamicConfig,
  checkConfiguration,
  checkServerOptions,
  checkClusterMetrics,
  checkSdkMetrics,
  checkEvents,
  checkCommands,
  checkErrors,
  checkFailures,
  checkWebUiConfiguration,
  checkWebUiEnvironment,
  checkCloudMetrics,
]) {
  try {
    check();
  } catch (error) {
    results.push({name: `references › ${check.name}`, ok: false, message: /** @type {Error} */ (error).stack});
  }
}
process.exit(finish('references', results));

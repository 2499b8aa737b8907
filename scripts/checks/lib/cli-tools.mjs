// @ts-check
// The command trees of the tools the docs describe, read from the tools themselves:
//   temporal  the pinned binary's `--help` for each command path (cobra),
//   tcld      the pinned binary's `--help` for each command path (urfave/cli v2),
//   tctl      manifests/tctl.json, generated from tctl v1's last release (it cannot be built).
// Each command's help is read once per run and cached. A command is
//   {path: string[], subcommands: {name, aliases}[], flags: Flag[], inherited: Flag[], runnable}
// and a flag is {name, aliases: string[], short: string | null, type, default, required, takesValue}
// with `type` in the docs' vocabulary: string, bool, int, float, duration, timestamp, enum,
// string[], enum[] (tcld's help does not tell types apart beyond bool/value/multiple: 'value').
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{name: string, aliases: string[], short: string | null, type: string,
 *   default: string | null, required: boolean, takesValue: boolean, experimental?: boolean,
 *   values?: string[], deprecated?: string, display?: string}} Flag
 * @typedef {{path: string[], subcommands: {name: string, aliases: string[]}[], flags: Flag[],
 *   inherited: Flag[], runnable: boolean, aliases: string[], deprecated?: Flag[]}} Command
 */

/** @type {string | null} */
let home = null;
/** One empty HOME for every --help of this run, removed when the process exits. */
function emptyHome() {
  if (!home) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-help-'));
    home = dir;
    process.on('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
  }
  return home;
}

/** @param {string} bin @param {string[]} args @param {string[]} [before] arguments before the command path */
function help(bin, args, before = []) {
  const r = spawnSync(bin, [...before, ...args, '--help'], {
    encoding: 'utf8',
    timeout: 30000,
    // No config or network: an empty HOME, and nothing from the caller's TEMPORAL_* settings.
    env: {PATH: process.env.PATH ?? '', HOME: emptyHome(), NO_COLOR: '1', TERM: 'dumb'},
  });
  return `${r.stdout ?? ''}${r.stderr ?? ''}`;
}

/**
 * Splits help text into its sections: {'Usage:': [...lines], 'Flags:': [...]}
 * @param {string} text @param {RegExp} headerRe
 */
function sections(text, headerRe) {
  /** @type {Record<string, string[]>} */
  const out = {};
  let cur = '';
  for (const line of text.split('\n')) {
    const m = line.match(headerRe);
    if (m) {
      cur = m[1];
      out[cur] = [];
    } else if (cur) out[cur].push(line);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// temporal (cobra/pflag)

/** @type {Record<string, string>} */
const COBRA_TYPES = {
  string: 'string',
  int: 'int',
  float32: 'float',
  float: 'float',
  duration: 'duration',
  timestamp: 'timestamp',
  stringArray: 'string[]',
  strings: 'string[]',
  int32: 'int',
  int64: 'int',
};

/** @param {string[]} lines @returns {Flag[]} */
export function parseCobraFlags(lines) {
  /** @type {{left: string, desc: string}[]} */
  const rows = [];
  for (const line of lines) {
    const m = line.match(/^\s+(-\S, )?(--\S+.*?)(?: {2,}(.*))?$/);
    if (m && /^ {2,6}(-\S, )?--/.test(line)) rows.push({left: `${m[1] ?? ''}${m[2]}`.trim(), desc: m[3] ?? ''});
    else if (rows.length && line.trim()) rows[rows.length - 1].desc += ` ${line.trim()}`;
  }
  return rows.map(({left, desc}) => {
    const m = /** @type {RegExpMatchArray} */ (left.match(/^(?:-(\S), )?--([^\s=]+)(?: (.+))?$/));
    const [, short, name, typeWord] = m;
    let def = null;
    const d = desc.match(/ \(default (".*"|[^)]*)\)\s*$/);
    if (d) {
      def = d[1].startsWith('"') ? JSON.parse(d[1]) : d[1];
      desc = desc.slice(0, d.index);
    }
    const values = desc.match(/Accepted values: ([^.]+)\./)?.[1].split(/,\s*/);
    const aliases = [...desc.matchAll(/Aliased as "--([^"]+)"/g)].map((a) => a[1]);
    let type = typeWord ? (COBRA_TYPES[typeWord] ?? typeWord) : 'bool';
    if (values && type === 'string') type = 'enum';
    if (values && type === 'string[]') type = 'enum[]';
    return {
      name,
      aliases,
      short: short ?? null,
      type,
      // what --help shows in place of the type (`float|default`, `KEY=VALUE`), when it differs
      ...(typeWord && !(typeWord in COBRA_TYPES) ? {display: typeWord} : {}),
      default: def,
      required: /(^|\s)Required\.(\s|$)/.test(desc),
      takesValue: type !== 'bool',
      experimental: /EXPERIMENTAL\./.test(desc),
      ...(values ? {values} : {}),
    };
  });
}

/** @param {string} text @param {string[]} pathWords @returns {Command | null} */
export function parseCobraHelp(text, pathWords) {
  const s = sections(text, /^([A-Z][A-Za-z ]+:)\s*$/);
  if (!s['Usage:']) return null;
  const usage = s['Usage:'].map((l) => l.trim()).filter(Boolean);
  // an unknown or misspelt subcommand prints its parent's help: make sure this is the command asked for
  const expect = ['temporal', ...pathWords].join(' ');
  if (!usage.some((u) => u === expect || u.startsWith(`${expect} `))) return null;
  const subcommands = (s['Available Commands:'] ?? [])
    .map((l) => l.match(/^\s+(\S+)\s{2,}/)?.[1] ?? l.trim().split(/\s+/)[0])
    .filter((n) => (n && n !== 'help' && n !== 'completion' ? true : n === 'completion'))
    .map((name) => ({name, aliases: []}));
  const aliases = (s['Aliases:'] ?? [])
    .join(' ')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .slice(1);
  return {
    path: pathWords,
    subcommands,
    flags: parseCobraFlags(s['Flags:'] ?? []),
    inherited: parseCobraFlags(s['Global Flags:'] ?? []),
    runnable: usage.some((u) => !/\[command\]$/.test(u)),
    aliases,
  };
}

// ---------------------------------------------------------------------------------------------
// tcld (urfave/cli v2)

/** @param {string[]} lines @returns {Flag[]} */
export function parseUrfaveFlags(lines) {
  /** @type {{left: string, desc: string}[]} */
  const rows = [];
  for (const line of lines) {
    const m = line.match(/^\s+(--?\S.*?)(?: {2,}(.*))?$/);
    if (m && /^\s+-/.test(line)) rows.push({left: m[1].trim(), desc: m[2] ?? ''});
    else if (rows.length && line.trim() && !/^\s*[A-Z][A-Z ]+$/.test(line))
      rows[rows.length - 1].desc += ` ${line.trim()}`;
  }
  return rows.map(({left, desc}) => {
    const multiple = /\[ .* \]/.test(left) || /\(accepts multiple inputs\)/.test(desc);
    const names = left
      .replace(/\[ .* \]/, '')
      .split(',')
      .map((p) => p.trim().split(/\s+/));
    const takesValue = names.some((p) => p.length > 1);
    const all = names.map((p) => p[0].replace(/^-+/, ''));
    let def = null;
    const d = desc.match(/\(default: (".*?"|[^)]*)\)/);
    if (d) def = d[1].startsWith('"') ? JSON.parse(d[1]) : d[1];
    return {
      name: all[0],
      aliases: all.slice(1).filter((a) => a.length > 1),
      short: all.slice(1).find((a) => a.length === 1) ?? null,
      type: !takesValue ? 'bool' : multiple ? 'value[]' : 'value',
      default: def,
      required: false, // urfave/cli v2's help does not say; see the tcld reference check
      takesValue,
      env: desc.match(/\[\$([A-Z0-9_]+)/)?.[1] ?? null,
    };
  });
}

/** @param {string} text @param {string[]} pathWords @returns {Command | null} */
export function parseUrfaveHelp(text, pathWords) {
  const s = sections(text, /^([A-Z][A-Z ]+:)\s*$/);
  if (!s['USAGE:']) return null;
  const name = (s['NAME:'] ?? []).join(' ').trim().split(' - ')[0].trim();
  if (name !== ['tcld', ...pathWords].join(' ')) return null;
  const usage = s['USAGE:']
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const subcommands = (s['COMMANDS:'] ?? [])
    .filter((l) => /^\s+\S/.test(l) && !/^\s+[A-Z][A-Za-z ]+:\s*$/.test(l))
    .map((l) => {
      const names = (l.trim().split(/\s{2,}/)[0] ?? '').split(',').map((n) => n.trim());
      return {name: names[0], aliases: names.slice(1)};
    })
    .filter((c) => c.name && c.name !== 'help');
  const flags = parseUrfaveFlags([...(s['OPTIONS:'] ?? []), ...(s['GLOBAL OPTIONS:'] ?? [])]);
  return {
    path: pathWords,
    subcommands,
    flags: flags.filter((f) => f.name !== 'help'),
    inherited: [],
    runnable: !subcommands.length || !/ command \[/.test(usage),
    aliases: [],
  };
}

// ---------------------------------------------------------------------------------------------

export class Tool {
  /**
   * @param {string} name
   * @param {string} version
   * @param {(pathWords: string[]) => Command | null} read
   * @param {{style: 'cobra' | 'urfave'}} opts
   */
  constructor(name, version, read, opts) {
    this.name = name;
    this.version = version;
    this.read = read;
    this.style = opts.style;
    /** @type {Map<string, Command | null>} */
    this.cache = new Map();
  }
  /** @param {string[]} pathWords @returns {Command | null} */
  command(pathWords) {
    const key = pathWords.join(' ');
    if (!this.cache.has(key)) this.cache.set(key, this.read(pathWords));
    return /** @type {Command | null} */ (this.cache.get(key));
  }
  get helpReads() {
    return this.cache.size;
  }
}

/** @type {Record<string, string>} */
const YML_TYPES = {
  string: 'string',
  bool: 'bool',
  int: 'int',
  float: 'float',
  duration: 'duration',
  timestamp: 'timestamp',
  'string[]': 'string[]',
  'string-enum': 'enum',
  'string-enum[]': 'enum[]',
};

/**
 * Flag types from the CLI's own command definitions (temporalcli/commandsgen/commands.yml in the
 * pinned module, which `go install` left in the module cache): --help shows some flags with a
 * display name instead of a type (`--input-meta KEY=VALUE`, `--run-timeout DURATION`).
 * @param {string} version
 * @returns {(((pathWords: string[], flag: string) => string | undefined) & {deprecated: (pathWords: string[]) => Flag[]}) | null}
 */
export function temporalYamlTypes(version) {
  const modcache = spawnSync('go', ['env', 'GOMODCACHE'], {encoding: 'utf8'}).stdout?.trim();
  const file =
    modcache &&
    path.join(modcache, 'github.com', 'temporalio', `cli@${version}`, 'temporalcli', 'commandsgen', 'commands.yml');
  if (!file || !fs.existsSync(file)) return null;
  // js-yaml comes with Docusaurus; loaded lazily so the checks run without it when not needed.
  const require = createRequire(import.meta.url);
  const yaml = require('js-yaml');
  /** @type {any} */
  const doc = yaml.load(fs.readFileSync(file, 'utf8'));
  /** @type {Map<string, any[]>} */
  const sets = new Map((doc['option-sets'] ?? []).map((/** @type {any} */ s) => [s.name, s.options ?? []]));
  /** @type {Map<string, Map<string, string>>} */
  const byCommand = new Map();
  /** @type {Map<string, Flag[]>} deprecated flags: hidden from --help, still accepted */
  const deprecated = new Map();
  /** @type {Map<string, string>} */
  const any = new Map();
  for (const c of doc.commands ?? []) {
    const m = new Map();
    const opts = [
      ...(c.options ?? []),
      ...(c['option-sets'] ?? []).flatMap((/** @type {string} */ n) => sets.get(n) ?? []),
    ];
    const dep = [];
    for (const o of opts) {
      const t = YML_TYPES[o.type] ?? o.type;
      if (o.deprecated) {
        dep.push({
          name: o.name,
          aliases: o.aliases ?? [],
          short: o.short ?? null,
          type: t,
          default: o.default ?? null,
          required: false,
          takesValue: t !== 'bool',
          deprecated: String(o.deprecated).trim(),
        });
      }
      for (const n of [o.name, ...(o.aliases ?? [])]) {
        m.set(n, t);
        if (!any.has(n)) any.set(n, t);
      }
    }
    byCommand.set(c.name.replace(/^temporal\s*/, ''), m);
    deprecated.set(c.name.replace(/^temporal\s*/, ''), dep);
  }
  for (const opts of sets.values())
    for (const o of opts) if (!any.has(o.name)) any.set(o.name, YML_TYPES[o.type] ?? o.type);
  const type = (/** @type {string[]} */ p, /** @type {string} */ flag) =>
    byCommand.get(p.join(' '))?.get(flag) ?? any.get(flag);
  type.deprecated = (/** @type {string[]} */ p) => deprecated.get(p.join(' ')) ?? [];
  return type;
}

/** @param {string} bin @param {string} version */
export function temporalTool(bin, version) {
  const types = temporalYamlTypes(version);
  return new Tool(
    'temporal',
    version,
    (p) => {
      const c = parseCobraHelp(help(bin, p), p);
      if (c && types) {
        for (const f of [...c.flags, ...c.inherited]) {
          const t = f.name === 'help' ? 'bool' : types(p, f.name);
          if (t) f.type = t;
          f.takesValue = f.type !== 'bool';
        }
        c.deprecated = types.deprecated(p);
      }
      return c;
    },
    {style: 'cobra'},
  );
}

/** @param {string} bin @param {string} version */
export function tcldTool(bin, version) {
  // Some commands build their API client before --help is handled, and without credentials that
  // starts a browser login: a dummy API key and a loopback server keep it offline.
  return new Tool(
    'tcld',
    version,
    (p) => parseUrfaveHelp(help(bin, p, ['--api-key', 'offline', '--server', 'localhost:9']), p),
    {style: 'urfave'},
  );
}

/** @param {string} manifestFile */
export function tctlTool(manifestFile) {
  const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  /** @param {any} f @returns {Flag} */
  const flag = (f) => ({
    name: f.name,
    aliases: f.aliases.filter((/** @type {string} */ a) => a.length > 1),
    short: f.aliases.find((/** @type {string} */ a) => a.length === 1) ?? null,
    type: f.type,
    default: f.default === null ? null : String(f.default),
    required: f.required,
    takesValue: f.type !== 'bool',
  });
  /** @type {Map<string, any>} */
  const byPath = new Map(m.commands.map((/** @type {any} */ c) => [c.path, c]));
  /** @param {string[]} prefix @returns {{name: string, aliases: string[]}[]} */
  const children = (prefix) =>
    m.commands
      .filter(
        (/** @type {{path: string}} */ c) =>
          c.path.split(' ').length === prefix.length + 1 &&
          c.path.startsWith(prefix.length ? `${prefix.join(' ')} ` : ''),
      )
      .map((/** @type {{path: string, aliases: string[]}} */ c) => ({
        name: c.path.split(' ').pop(),
        aliases: c.aliases,
      }));
  return new Tool(
    'tctl',
    m.tag,
    (p) => {
      if (!p.length)
        return {
          path: [],
          subcommands: children([]),
          flags: m.globalFlags.map(flag),
          inherited: [],
          runnable: false,
          aliases: [],
        };
      const c = byPath.get(p.join(' '));
      if (!c) return null;
      const subs = children(p);
      return {
        path: p,
        subcommands: subs,
        flags: c.flags.map(flag),
        inherited: [],
        runnable: !subs.length,
        aliases: c.aliases,
      };
    },
    {style: 'urfave'},
  );
}

export const manifestPath = (/** @type {string} */ root, /** @type {string} */ name) =>
  path.join(root, 'manifests', `${name}.json`);

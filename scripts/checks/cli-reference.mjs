#!/usr/bin/env node
// @ts-check
// The CLI reference pages are exact: for every command that a page under docs/cli/ or
// docs/cloud/tcld/ documents (a section whose heading names the command; see
// lib/reference-pages.mjs), the flag table lists exactly the real command's flags, with the same
// aliases, type, default and required-ness, as the pinned binary reports them (`temporal …
// --help`; for tcld, `tcld … --help` plus scripts/tools/tcld-flags, which reads the types and
// required flags that tcld's help does not print). The global and client options of `temporal`
// (docs/cli/cmd-options.mdx) and tcld's global flags (docs/cloud/tcld/index.mdx) are compared the
// same way. One result per command section; each page must also state the version it describes
// with <PinnedVersion name="…" />.
//
//   node scripts/checks/cli-reference.mjs                     # the check
//   node scripts/checks/cli-reference.mjs --print temporal workflow start
//                                                             # the exact table skeleton of a command
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {ROOT, finish, walk} from '../samples/lib.mjs';
import {PINS, ensureTools} from '../tools/install.mjs';
import {nearest} from './lib/check-invocation.mjs';
import {tcldTool, temporalTool} from './lib/cli-tools.mjs';
import {flagTable, readSections} from './lib/reference-pages.mjs';

const LABEL = 'cli reference';

/** @typedef {import('./lib/cli-tools.mjs').Flag} Flag */
/** @typedef {import('./lib/reference-pages.mjs').DocFlag} DocFlag */
/** @typedef {import('./lib/cli-tools.mjs').Tool} Tool */

/** @type {Record<string, string>} */
const TCLD_TYPES = {
  StringFlag: 'string',
  BoolFlag: 'bool',
  IntFlag: 'int',
  Int64Flag: 'int',
  UintFlag: 'int',
  Uint64Flag: 'int',
  Float64Flag: 'float',
  DurationFlag: 'duration',
  TimestampFlag: 'timestamp',
  StringSliceFlag: 'string[]',
  IntSliceFlag: 'int[]',
  Int64SliceFlag: 'int[]',
  Float64SliceFlag: 'float[]',
  GenericFlag: 'string',
  PathFlag: 'string',
};

/**
 * tcld: names, aliases and defaults from --help; types and required from tcld-flags.
 * @param {string} tcldBin @param {string} dumperBin
 */
function tcldExact(tcldBin, dumperBin) {
  const tool = tcldTool(tcldBin, PINS.tcld.version);
  // HOME as a literal, so that defaults built from it read `$HOME/.config/tcld` on every machine
  const r = spawnSync(dumperBin, [], {encoding: 'utf8', env: {PATH: process.env.PATH ?? '', HOME: '$HOME'}});
  if (r.status !== 0) throw new Error(`tcld-flags failed: ${r.stderr}`);
  const dump = JSON.parse(r.stdout);
  /** @type {Map<string, any[]>} */
  const byPath = new Map(dump.commands.map((/** @type {{path: string, flags: any[]}} */ c) => [c.path, c.flags]));
  byPath.set('', dump.globalFlags);
  /** @param {string[]} p @returns {{flags: Flag[], deprecated: Flag[], problems: string[]} | null} */
  const flags = (p) => {
    const cmd = tool.command(p);
    if (!cmd) return null;
    const source = byPath.get(p.join(' '));
    const problems = [];
    if (!source)
      problems.push(`scripts/tools/tcld-flags does not know \`tcld ${p.join(' ')}\`: add its constructor to main.go`);
    const out = cmd.flags.map((f) => {
      const s = source?.find((x) => x.names[0] === f.name);
      if (source && !s) problems.push(`scripts/tools/tcld-flags has no --${f.name} for \`tcld ${p.join(' ')}\``);
      return {...f, type: s ? (TCLD_TYPES[s.type] ?? s.type) : f.type, required: s ? s.required : false};
    });
    // hidden flags: not in --help, still accepted; a page may list one if its row says "hidden"
    /** @type {Flag[]} */
    const hidden = (source ?? [])
      .filter((x) => x.hidden)
      .map((x) => ({
        name: x.names[0],
        aliases: x.names.slice(1).filter((/** @type {string} */ n) => n.length > 1),
        short: x.names.slice(1).find((/** @type {string} */ n) => n.length === 1) ?? null,
        type: TCLD_TYPES[x.type] ?? x.type,
        default: x.default === '' ? null : x.default,
        required: x.required,
        takesValue: x.type !== 'BoolFlag',
        deprecated: 'hidden',
      }));
    return {flags: out, deprecated: hidden, problems};
  };
  return {tool, flags};
}

/** Compares a documented flag table with the real flags. @param {DocFlag[]} doc @param {Flag[]} real */
export function compareFlags(doc, real) {
  /** @type {string[]} */
  const problems = [];
  const byName = new Map(real.map((f) => [f.name, f]));
  const realNames = real.flatMap((f) => [`--${f.name}`, ...f.aliases.map((a) => `--${a}`)]);
  const seen = new Set();
  for (const d of doc) {
    const r = byName.get(d.name) ?? real.find((f) => f.aliases.includes(d.name));
    if (!d.name) {
      problems.push(`line ${d.line}: no flag name in "${d.raw}"`);
      continue;
    }
    if (!r) {
      problems.push(
        `line ${d.line}: --${d.name} is not a flag of this command (nearest: ${nearest(`--${d.name}`, realNames)[0] ?? 'none'})`,
      );
      continue;
    }
    if (r.name !== d.name) problems.push(`line ${d.line}: --${d.name} is an alias; the flag is --${r.name}`);
    seen.add(r.name);
    const docAliases = [...d.aliases].sort().join(', ');
    const realAliases = [...r.aliases].sort().join(', ');
    if (docAliases !== realAliases)
      problems.push(
        `line ${d.line}: --${r.name} aliases ${realAliases ? `--${realAliases.replace(/, /g, ', --')}` : 'none'}, the table says ${docAliases ? `--${docAliases.replace(/, /g, ', --')}` : 'none'}`,
      );
    if ((d.short ?? '') !== (r.short ?? ''))
      problems.push(
        `line ${d.line}: --${r.name} short form ${r.short ? `-${r.short}` : 'none'}, the table says ${d.short ? `-${d.short}` : 'none'}`,
      );
    // the type, or what --help shows in its place when that says more (`float|default`)
    const display = r.display ? r.display.replace(/\|/g, ' or ').toLowerCase() : null;
    if (d.type !== r.type && d.type !== display)
      problems.push(`line ${d.line}: --${r.name} type ${r.type}, the table says ${d.type || '(nothing)'}`);
    // the zero timestamp is how --help prints "no default" for a timestamp flag
    const realDefault = r.default === '0001-01-01T00:00:00Z' ? null : (r.default ?? null);
    // a bool's default: "false", or nothing, means the same whichever --help prints
    const falsy = (/** @type {string | null} */ v) => (r.type === 'bool' && (v === null || v === 'false') ? null : v);
    const docDefault = falsy(d.default ?? null);
    const realDefaultCmp = falsy(realDefault);
    if (d.default === undefined) {
      if (realDefaultCmp !== null)
        problems.push(
          `line ${d.line}: --${r.name} defaults to \`${realDefault}\`, and the table has no Default column to say so`,
        );
    } else if ((docDefault ?? '') !== (realDefaultCmp ?? ''))
      problems.push(
        `line ${d.line}: --${r.name} default ${realDefault === null ? 'none' : `\`${realDefault}\``}, the table says ${d.default === null ? 'none' : `"${d.default}"`}`,
      );
    if (d.required !== r.required)
      problems.push(
        `line ${d.line}: --${r.name} is ${r.required ? '' : 'not '}required, the table says it is${d.required ? '' : ' not'}`,
      );
  }
  for (const r of real)
    if (!seen.has(r.name))
      problems.push(
        `missing: --${r.name}${r.short ? ` (-${r.short})` : ''} ${r.type}${r.default !== null ? ` default \`${r.default}\`` : ''}${r.required ? ' required' : ''}`,
      );
  return problems;
}

/**
 * A deprecated (temporal) or hidden (tcld) flag is left out of --help but still works: a table may
 * list it, if its row says so. @param {DocFlag[]} docs @param {Flag[]} optional
 */
function optionalRows(docs, optional) {
  const problems = [];
  for (const d of optional) {
    const row = docs.find((x) => x.name === d.name);
    if (!row) continue;
    const text = `${row.raw} ${row.description}`;
    if (d.deprecated === 'hidden' && !/hidden/i.test(text))
      problems.push(`line ${row.line}: --${d.name} is hidden from --help: say so in its row, or leave it out`);
    if (d.deprecated !== 'hidden' && !/deprecated/i.test(text))
      problems.push(
        `line ${row.line}: --${d.name} is deprecated ("${d.deprecated}"): say so in its row, or leave it out`,
      );
  }
  return problems;
}

/**
 * Walks words from `start` as far as they name subcommands.
 * @param {Tool} tool @param {string[]} start @param {string[]} words
 * @returns {string[] | null}
 */
function resolve(tool, start, words) {
  let p = [...start];
  for (const w of words) {
    const cmd = tool.command(p);
    const sub = cmd?.subcommands.find((s) => s.name === w || s.aliases.includes(w));
    if (!sub) return null;
    p = [...p, sub.name];
  }
  return p;
}

/**
 * The commands a heading names: `temporal workflow start`, `create` (relative to the page's
 * command), or several (`namespace describe, list and delete`, `manager-identity set and unset`).
 * @param {Tool} tool @param {string[]} base the page's command @param {string[]} words
 * @returns {string[][] | null | 'unknown'} null when it names no command; 'unknown' when it starts
 *   with the tool's name but is not a command
 */
function headingCommands(tool, base, words) {
  // "temporal server start-dev flags": a heading may end with "flags"
  let text = words
    .join(' ')
    .replace(/\{#[^}]+\}$/, '')
    .trim();
  if (words[0] === tool.name) text = text.replace(/\s+flags$/i, '');
  const items = text
    .split(/,\s*|\s+and\s+|\s+\/\s+/)
    .map((x) => x.trim().split(/\s+/))
    .filter((x) => x[0]);
  if (!items.length) return null;
  const full = items[0][0] === tool.name;
  // a relative heading continues the page's command ("create" on tcld apikey) or repeats part of
  // it ("task-queue get-build-ids" on temporal task-queue)
  let first = full ? resolve(tool, [], items[0].slice(1)) : null;
  for (let k = base.length; !full && !first && base.length && k >= 0; k--)
    first = resolve(tool, base.slice(0, k), items[0]);
  if (!first) {
    const looksLikeCommand = full && items[0].length > 1 && items[0].every((w) => /^[a-z][a-z0-9-]*$/.test(w));
    return looksLikeCommand ? 'unknown' : null;
  }
  const out = [first];
  for (const item of items.slice(1)) {
    // later items continue the first one's parent ("create and validate", "kinesis list and pubsub list")
    let p = item[0] === tool.name ? resolve(tool, [], item.slice(1)) : null;
    for (let k = first.length - 1; item[0] !== tool.name && !p && k >= 0; k--)
      p = resolve(tool, first.slice(0, k), item);
    if (!p) return full && item.every((w) => /^[a-z][a-z0-9-]*$/.test(w)) ? 'unknown' : null;
    out.push(p);
  }
  return out;
}

/**
 * The page's own command, from its title ("tcld apikey command reference" → [apikey]).
 * @param {Tool} tool @param {string} title
 */
function pageBase(tool, title) {
  const words = title.replace(/`/g, '').trim().split(/\s+/);
  if (words[0] !== tool.name) return [];
  /** @type {string[]} */
  let p = [];
  for (const w of words.slice(1)) {
    const next = resolve(tool, p, [w.replace(/[,:]$/, '')]);
    if (!next) break;
    p = next;
  }
  return p;
}

function main() {
  const printArgs = process.argv.indexOf('--print');
  const installed = ensureTools(Object.keys(PINS), () => {});
  if (!installed.ok) {
    return finish(LABEL, [{name: 'temporal and tcld binaries', ok: false, message: installed.error}]);
  }
  const temporal = temporalTool(installed.bins.temporal, PINS.temporal.version);
  const tcld = tcldExact(installed.bins.tcld, installed.bins['tcld-flags']);
  const helpOnly = (/** @type {Flag} */ f) => f.name !== 'help';

  // temporal: the client options are the flags that every command talking to a Service has; the
  // common options are the root's persistent flags (shown as "Global Flags" on every command).
  const probe = temporal.command(['workflow', 'list']);
  const probe2 = temporal.command(['operator', 'cluster', 'health']);
  const clientNames = new Set(
    (probe?.flags ?? [])
      .filter((f) => (probe2?.flags ?? []).some((g) => g.name === f.name))
      .map((f) => f.name)
      .filter((n) => n !== 'help'),
  );
  const globalFlags = (probe?.inherited ?? []).filter(helpOnly);
  /** @param {string[]} p */
  const temporalFlags = (p) => {
    const c = temporal.command(p);
    if (!c) return null;
    const hasClient = [...clientNames].every((n) => c.flags.some((f) => f.name === n));
    return {
      flags: c.flags.filter((f) => helpOnly(f) && !(hasClient && clientNames.has(f.name))),
      deprecated: c.deprecated ?? [],
      problems: [],
    };
  };

  if (printArgs >= 0) {
    const [toolName, ...p] = process.argv.slice(printArgs + 1);
    const r = toolName === 'tcld' ? tcld.flags(p) : temporalFlags(p);
    if (!r) {
      console.log(`no such command: ${toolName} ${p.join(' ')}`);
      return 1;
    }
    const tcldStyle = toolName === 'tcld';
    console.log(
      tcldStyle
        ? '| Flag | Alias | Type | Default | Required | Description |\n| --- | --- | --- | --- | --- | --- |'
        : '| Flag | Type | Default | Description |\n| --- | --- | --- | --- |',
    );
    for (const f of r.flags) {
      const names = [`\`--${f.name}\``, ...f.aliases.map((a) => `\`--${a}\``), ...(f.short ? [`\`-${f.short}\``] : [])];
      const def = f.default !== null ? `\`${f.default}\`` : '';
      if (tcldStyle)
        console.log(
          `| ${names[0]} | ${names.slice(1).join(', ')} | ${f.type} | ${def} | ${f.required ? 'Yes' : 'No'} |  |`,
        );
      else console.log(`| ${names.join(', ')} | ${f.type} | ${f.required ? 'required' : def} |  |`);
    }
    return 0;
  }

  /** @type {{name: string, ok: boolean, message?: string}[]} */
  const results = [];
  let commands = 0;
  let flagsCompared = 0;
  const pages = [
    ...walk(path.join(ROOT, 'docs', 'cli'), (f) => /\.mdx?$/.test(f)).map((f) => ({f, tool: 'temporal'})),
    ...walk(path.join(ROOT, 'docs', 'cloud', 'tcld'), (f) => /\.mdx?$/.test(f)).map((f) => ({f, tool: 'tcld'})),
  ];
  /** @type {{page: string, line: number, flags: DocFlag[]}[]} */
  const globalTables = [];
  for (const {f, tool: toolName} of pages) {
    const page = path.relative(ROOT, f);
    const {title, sections} = readSections(f);
    const tool = toolName === 'tcld' ? tcld.tool : temporal;
    const flagsOf = toolName === 'tcld' ? tcld.flags : temporalFlags;
    const base = pageBase(tool, title);
    const pin = toolName === 'tcld' ? 'tcld' : 'temporal-cli';
    const src = sections.flatMap((s) => s.text).join('\n');
    results.push({
      name: `${page} states its version`,
      ok: new RegExp(`<PinnedVersion\\s+name="${pin}"\\s*/>`).test(src),
      message: `add "This page describes \`${toolName}\` <PinnedVersion name="${pin}" />." near the top`,
    });
    // Shared flag sets: a section that names no command but holds a flag table ("### Payload
    // input flags"); a command section uses one by linking to it or naming it in its prose.
    /** @type {{anchor: string, name: string, line: number, flags: DocFlag[], used: boolean}[]} */
    const sets = [];
    /** @type {{s: import('./lib/reference-pages.mjs').Section, paths: string[][]}[]} */
    const commandSections = [];
    for (const s of sections) {
      const tables = s.tables.map((t) => ({t, flags: flagTable(t)}));
      const flagTables = tables.filter((x) => x.flags);
      for (const x of tables) {
        if (!x.flags && x.t.header.some((h) => /flags$/i.test(h.trim()))) {
          results.push({
            name: `${page}:${x.t.line}`,
            ok: false,
            message:
              'a summary table that lists flags: give each command its own section with a flag table, so the test can compare it',
          });
        }
      }
      if (toolName === 'temporal' && /^(common|client) options$/i.test(s.heading)) {
        globalTables.push(
          ...flagTables.map((x) => ({page, line: x.t.line, flags: /** @type {DocFlag[]} */ (x.flags)})),
        );
        continue;
      }
      if (toolName === 'tcld' && /^global flags$/i.test(s.heading)) {
        const g = /** @type {{flags: Flag[], deprecated: Flag[], problems: string[]}} */ (tcld.flags([]));
        for (const x of flagTables) {
          flagsCompared += g.flags.length;
          const docs = /** @type {DocFlag[]} */ (x.flags);
          const problems = [...g.problems, ...optionalRows(docs, g.deprecated)];
          problems.push(
            ...compareFlags(docs, [...g.flags, ...g.deprecated.filter((d) => docs.some((r) => r.name === d.name))]),
          );
          results.push({
            name: `${page}:${s.line} tcld global flags`,
            ok: !problems.length,
            message: problems.join('\n'),
          });
        }
        continue;
      }
      if (!s.heading) continue;
      // "## Flags" on a page about one command (temporal server start-dev) is that command's table
      const paths = headingCommands(tool, base, s.words);
      if (paths === 'unknown') {
        const words = s.words;
        const parent = resolve(tool, [], words.slice(1, -1));
        const subs = parent ? (tool.command(parent)?.subcommands ?? []).map((x) => x.name) : [];
        results.push({
          name: `${page}:${s.line}`,
          ok: false,
          message: `\`${words.join(' ')}\` is not a command of ${toolName} ${tool.version}${subs.length ? ` (nearest: ${toolName} ${parent?.join(' ')} ${nearest(words[words.length - 1], subs)[0]})` : ''}`,
        });
      } else if (paths) commandSections.push({s, paths});
      else if (flagTables.length) {
        sets.push({
          anchor: s.anchor,
          name: s.heading.replace(/`/g, '').toLowerCase(),
          line: flagTables[0].t.line,
          flags: flagTables.flatMap((x) => /** @type {DocFlag[]} */ (x.flags)),
          used: false,
        });
      }
    }
    for (const {s, paths} of commandSections) {
      const prose = s.text.join('\n');
      const own = s.tables
        .map(flagTable)
        .filter((x) => x !== null)
        .flat();
      // by link, or by name when the set's heading ends in "flags" ("Payload input flags")
      const used = sets.filter(
        (set) =>
          prose.includes(`(#${set.anchor})`) || (/ flags$/.test(set.name) && prose.toLowerCase().includes(set.name)),
      );
      for (const set of used) set.used = true;
      /** @type {Map<string, DocFlag>} */
      const merged = new Map();
      for (const f of [...used.flatMap((x) => x.flags), ...own]) merged.set(f.name, f);
      for (const p of paths) {
        commands++;
        const real = flagsOf(p);
        if (!real) continue;
        flagsCompared += real.flags.length;
        const problems = [...real.problems];
        if (!merged.size && real.flags.length) {
          problems.push(
            `no flag table; \`${toolName} ${p.join(' ')}\` has ${real.flags.map((x) => `--${x.name}`).join(', ')} (print the table with: node scripts/checks/cli-reference.mjs --print ${toolName} ${p.join(' ')})`,
          );
        } else {
          const dep = /** @type {Flag[]} */ (/** @type {any} */ (real).deprecated ?? []);
          const docs = [...merged.values()];
          problems.push(...optionalRows(docs, dep));
          problems.push(
            ...compareFlags(docs, [...real.flags, ...dep.filter((d) => docs.some((x) => x.name === d.name))]),
          );
        }
        results.push({
          name: `${page}:${s.line} ${toolName} ${p.join(' ')}`,
          ok: !problems.length,
          message: problems.join('\n'),
        });
      }
    }
    for (const set of sets.filter((x) => !x.used)) {
      results.push({
        name: `${page}:${set.line}`,
        ok: false,
        message: `the flag table under "${set.name}" names no command, and no command section links to it or names it`,
      });
    }
  }
  if (globalTables.length) {
    // temporal's global options: the root's persistent flags, listed once on cmd-options.mdx
    flagsCompared += globalFlags.length;
    const problems = compareFlags(
      globalTables.flatMap((x) => x.flags),
      globalFlags,
    );
    results.push({
      name: `${globalTables[0].page}:${globalTables[0].line} temporal global and client options`,
      ok: !problems.length,
      message: problems.join('\n'),
    });
  } else
    results.push({name: 'docs/cli/cmd-options.mdx', ok: false, message: 'no "Common options"/"Client options" tables'});
  return finish(
    LABEL,
    results,
    `(${commands} commands, ${flagsCompared} flags compared; temporal ${PINS.temporal.version}, tcld ${PINS.tcld.version})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  process.exit(main());
}

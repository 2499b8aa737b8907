// @ts-check
// Reads the CLI reference pages' structure: command sections and their flag tables.
//
// A command section is a `##`/`###` heading that names a command, in full (`temporal workflow
// start`, `tcld apikey create`) or relative to the page's command (`create` on the page titled
// `tcld apikey …`). Its flag table is the table in the section whose first column is "Flag"
// (or "Option"); columns Alias, Type, Default and Required are read when present:
//   Flag      `--name`, with aliases in the same cell (`--name`, `-n`, or "(alias `--other`)")
//   Alias     more aliases (`-n`, `--re`)
//   Type      string, bool, int, float, duration, timestamp, enum, string[], enum[]
//   Default   the tool's default (`10s`, `3`, `text`), or empty; "required" marks a required flag
//             when there is no Required column; `false` is accepted for a bool
//   Required  "Yes" or "No" (text after Yes/No is allowed: "Yes, unless …")
import fs from 'node:fs';

/**
 * @typedef {{name: string, aliases: string[], short: string | null, type: string,
 *   default: string | null | undefined, required: boolean, line: number, raw: string, description: string}} DocFlag
 * @typedef {{heading: string, level: number, line: number, anchor: string, words: string[],
 *   tables: {line: number, header: string[], rows: {line: number, cells: string[]}[]}[],
 *   text: string[]}} Section
 */

/** Docusaurus' heading anchor (github-slugger), or an explicit {#id}. @param {string} text */
export function slug(text) {
  const explicit = text.match(/\{#([^}]+)\}\s*$/);
  if (explicit) return explicit[1];
  return text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** @param {string} row */
export function cells(row) {
  const out = [];
  let cur = '';
  let code = false;
  const s = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '`') code = !code;
    if (c === '\\' && s[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (c === '|' && !code) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

/** Sections of a page, split at ## and ### headings. @param {string} file */
export function readSections(file) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const title = text.match(/^title:\s*(.+)$/m)?.[1].replace(/^['"]|['"]$/g, '') ?? '';
  /** @type {Section[]} */
  const sections = [{heading: '', level: 1, line: 1, anchor: '', words: [], tables: [], text: []}];
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (/^\s*(```|~~~)/.test(l)) inFence = !inFence;
    if (inFence) continue;
    const h = l.match(/^(#{2,4})\s+(.*?)\s*$/);
    if (h) {
      const heading = h[2];
      sections.push({
        heading,
        level: h[1].length,
        line: i + 1,
        anchor: slug(heading),
        words: heading
          .replace(/\{#[^}]+\}\s*$/, '')
          .replace(/`/g, '')
          .trim()
          .split(/\s+/),
        tables: [],
        text: [],
      });
      continue;
    }
    const cur = sections[sections.length - 1];
    if (/^\s*\|/.test(l) && i + 1 < lines.length && /^\s*\|\s*:?-{3,}/.test(lines[i + 1])) {
      const table = {line: i + 1, header: cells(l), rows: /** @type {{line: number, cells: string[]}[]} */ ([])};
      i += 2;
      while (i < lines.length && /^\s*\|/.test(lines[i])) {
        table.rows.push({line: i + 1, cells: cells(lines[i])});
        i++;
      }
      i--;
      cur.tables.push(table);
    } else cur.text.push(l);
  }
  return {title, sections};
}

const TYPE_WORDS = new Map([
  ['string', 'string'],
  ['str', 'string'],
  ['path', 'string'],
  ['bool', 'bool'],
  ['boolean', 'bool'],
  ['int', 'int'],
  ['integer', 'int'],
  ['float', 'float'],
  ['duration', 'duration'],
  ['timestamp', 'timestamp'],
  ['enum', 'enum'],
  ['string[]', 'string[]'],
  ['enum[]', 'enum[]'],
]);

/**
 * The docs' type cell, normalized ("string, repeatable" → string[]).
 * @param {string} cell
 * @returns {string}
 */
export function docType(cell) {
  const t = cell
    .replace(/`/g, '')
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase();
  if (/repeatable/.test(t)) return `${docType(t.replace(/,?\s*repeatable/, ''))}[]`.replace('[][]', '[]');
  return TYPE_WORDS.get(t) ?? t;
}

/**
 * The flag table of a section, read into flags. @param {Section['tables'][number]} table
 * @returns {DocFlag[] | null} null when the table is not a flag table
 */
export function flagTable(table) {
  const h = table.header.map((c) => c.toLowerCase());
  if (!/^(flag|option)s?$/.test(h[0])) return null;
  const col = (/** @type {RegExp} */ re) => h.findIndex((c) => re.test(c));
  const iAlias = col(/^alias(es)?$/);
  const iType = col(/^type$/);
  const iDefault = col(/^default$/);
  const iRequired = col(/^required$/);
  const iDescription = col(/^description$/);
  return table.rows.map(({line, cells: c}) => {
    const spans = [...`${c[0]} ${iAlias >= 0 ? (c[iAlias] ?? '') : ''}`.matchAll(/`(-{1,2}[^`\s=]+)[^`]*`/g)].map(
      (m) => m[1],
    );
    const [first, ...rest] = spans;
    const rawDefault = iDefault >= 0 ? (c[iDefault] ?? '').trim() : '';
    const reqCell = iRequired >= 0 ? (c[iRequired] ?? '').trim() : '';
    const required = iRequired >= 0 ? /^yes\b/i.test(reqCell) : /^required$/i.test(rawDefault);
    let def =
      iDefault >= 0 && !/^required$/i.test(rawDefault)
        ? rawDefault.replace(/^`(.*)`$/, '$1').replace(/^"(.*)"$/, '$1')
        : '';
    if (/^(none|—|-)$/i.test(def)) def = '';
    return {
      name: (first ?? '').replace(/^-+/, ''),
      aliases: rest.filter((s) => s.startsWith('--')).map((s) => s.slice(2)),
      short: rest.find((s) => /^-[^-]$/.test(s))?.slice(1) ?? null,
      type: iType >= 0 ? docType(c[iType] ?? '') : '',
      // undefined: the table has no Default column, so it claims no default
      default: iDefault < 0 ? undefined : def === '' ? null : def,
      required,
      line,
      raw: c[0],
      description: iDescription >= 0 ? (c[iDescription] ?? '') : '',
    };
  });
}

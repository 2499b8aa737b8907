// @ts-check
// Shared by the manifest generators (scripts/manifests/<name>.mjs). Each generator reads one public
// repository brought here with the search tool's `fetch` (a bare git directory), at a release tag,
// with `git -C DIR show TAG:path`, and writes manifests/<name>.json: names, types, defaults and
// labels — facts, never the repository's code or prose. This file holds the small readers they
// share: git access, a Go source scanner (calls, struct types, constants) with an evaluator for
// the constant expressions used as defaults, and a .proto reader.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Arguments: `<git-dir> [tag]`; without a tag, the newest plain release tag `vX.Y.Z`. */
export function repoArgs(/** @type {string} */ usage) {
  const [dir, tagArg] = process.argv.slice(2);
  if (!dir || !fs.existsSync(dir)) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return {dir, tag: tagArg ?? newestRelease(dir)};
}

/** The newest tag of the form vX.Y.Z (no pre-release or build suffix). */
export function newestRelease(/** @type {string} */ dir, prefix = 'v') {
  const tags = git(dir, ['tag', '--list'])
    .split('\n')
    .filter((t) => new RegExp(`^${prefix}\\d+\\.\\d+\\.\\d+$`).test(t));
  if (!tags.length) throw new Error(`${dir}: no release tag ${prefix}X.Y.Z`);
  const key = (/** @type {string} */ t) => t.slice(prefix.length).split('.').map(Number);
  tags.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return 0;
  });
  return tags[tags.length - 1];
}

export function git(/** @type {string} */ dir, /** @type {string[]} */ args) {
  return execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}

/** The text of `file` at `tag`. */
export function show(/** @type {string} */ dir, /** @type {string} */ tag, /** @type {string} */ file) {
  return git(dir, ['show', `${tag}:${file}`]);
}

/** Every path at `tag` under `prefix` (a folder) matching `keep`. */
export function listFiles(
  /** @type {string} */ dir,
  /** @type {string} */ tag,
  /** @type {string} */ prefix,
  /** @type {(f: string) => boolean} */ keep = () => true,
) {
  return git(dir, ['ls-tree', '-r', '--name-only', tag, '--', prefix]).split('\n').filter(Boolean).filter(keep);
}

/**
 * Writes manifests/<name>.json (sorted keys are the generator's job), formatted by the project's
 * Prettier settings so the lint gate accepts the generated file as it is, and says so.
 */
export async function writeManifest(/** @type {string} */ name, /** @type {Record<string, unknown>} */ data) {
  const file = path.join(ROOT, 'manifests', `${name}.json`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(data, null, 2), {...options, filepath: file}));
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

// ---------------------------------------------------------------------------------------------
// Go source scanning

/** Replaces comments with spaces (keeping newlines and offsets), leaving strings intact. */
export function blankGoComments(/** @type {string} */ src) {
  let out = '';
  for (let i = 0; i < src.length; ) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      const stop = skipString(src, i);
      out += src.slice(i, stop);
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just after the string literal that starts at `i`. */
function skipString(/** @type {string} */ src, /** @type {number} */ i) {
  const q = src[i];
  let j = i + 1;
  while (j < src.length && src[j] !== q) {
    if (q !== '`' && src[j] === '\\') j++;
    j++;
  }
  return j + 1;
}

/** Index of the bracket that closes the one at `open`, skipping strings. */
export function matchBracket(/** @type {string} */ src, /** @type {number} */ open) {
  const pairs = /** @type {Record<string, string>} */ ({'(': ')', '[': ']', '{': '}'});
  const stack = [pairs[src[open]]];
  for (let i = open + 1; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(src, i) - 1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i;
    }
  }
  throw new Error(`unbalanced bracket at offset ${open}`);
}

/** Splits `a, b(c, d), e` at top-level commas. */
export function splitTopLevel(/** @type {string} */ text, sep = ',') {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = skipString(text, i) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last) parts.push(last);
  return parts;
}

/**
 * Every call of a function whose (possibly package-qualified) name matches `name`, with its
 * arguments split at top-level commas and the 1-based line of the call.
 * @param {string} src Go source with comments blanked
 * @param {RegExp} name matched against the identifier right before `(` (type arguments allowed)
 */
export function findGoCalls(src, name) {
  /** @type {{fn: string, args: string[], line: number, start: number}[]} */
  const calls = [];
  const re = /([A-Za-z_][\w]*)\s*(\[[^\]()]*\])?\s*\(/g;
  let m;
  while ((m = re.exec(src))) {
    if (!name.test(m[1])) continue;
    const open = m.index + m[0].length - 1;
    const close = matchBracket(src, open);
    calls.push({
      fn: m[1],
      args: splitTopLevel(src.slice(open + 1, close)),
      line: src.slice(0, m.index).split('\n').length,
      start: m.index,
    });
    re.lastIndex = close + 1;
  }
  return calls;
}

/** The value of a Go string literal ("…", `…`), or null. */
export function goString(/** @type {string} */ lit) {
  const t = lit.trim();
  if (t.startsWith('`') && t.endsWith('`')) return t.slice(1, -1);
  if (t.startsWith('"') && t.endsWith('"')) {
    try {
      return JSON.parse(t);
    } catch {
      return t.slice(1, -1);
    }
  }
  return null;
}

/**
 * `Name = expr` and `Name Type = expr` declarations in const and var blocks (and single-line
 * ones) of a Go file, as a map of name → expression text. iota blocks are expanded for plain
 * `iota` and `iota + k` forms.
 */
export function goConstants(/** @type {string} */ src) {
  /** @type {Map<string, string>} */
  const out = new Map();
  const text = blankGoComments(src);
  const blockRe = /^(?:const|var)\s*\(/gm;
  let m;
  while ((m = blockRe.exec(text))) {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(text, open);
    let iota = 0;
    /** @type {string | null} */
    let lastExpr = null;
    for (const raw of splitStatements(text.slice(open + 1, close))) {
      const d = raw.match(/^([A-Za-z_]\w*)(?:\s+[\w.*[\]]+)?\s*=\s*([\s\S]+)$/);
      if (d) {
        lastExpr = d[2].trim();
        out.set(d[1], lastExpr.includes('iota') ? lastExpr.replace(/\biota\b/g, String(iota)) : lastExpr);
      } else if (/^[A-Za-z_]\w*$/.test(raw) && lastExpr?.includes('iota')) {
        out.set(raw, lastExpr.replace(/\biota\b/g, String(iota)));
      }
      iota++;
    }
    blockRe.lastIndex = close + 1;
  }
  const single = /^(?:const|var)\s+([A-Za-z_]\w*)(?:\s+[\w.*[\]]+)?\s*=\s*/gm;
  while ((m = single.exec(text))) {
    // the expression runs to the first newline outside brackets
    let depth = 0;
    let j = single.lastIndex;
    for (; j < text.length; j++) {
      const c = text[j];
      if (c === '"' || c === "'" || c === '`') j = skipString(text, j) - 1;
      else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth--;
      else if (c === '\n' && depth <= 0) break;
    }
    if (!out.has(m[1])) out.set(m[1], text.slice(single.lastIndex, j).trim());
  }
  return out;
}

/** Statements of a const/var block: top-level lines, joining those with open brackets. */
function splitStatements(/** @type {string} */ body) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'" || c === '`') {
      const stop = skipString(body, i);
      cur += body.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if ((c === '\n' || c === ';') && depth === 0) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const DURATIONS = /** @type {Record<string, number>} */ ({
  Nanosecond: 1,
  Microsecond: 1e3,
  Millisecond: 1e6,
  Second: 1e9,
  Minute: 60e9,
  Hour: 3600e9,
});

/**
 * A Go constant expression's value: {kind: 'int'|'float'|'duration'|'bool'|'string', value}, or
 * null when it is not a constant this evaluator understands (a struct literal, a function call).
 * Durations are in nanoseconds. `resolve(name)` gives the expression of an identifier, if known.
 * @param {string} expr
 * @param {(name: string) => string | undefined} resolve
 * @returns {{kind: string, value: any} | null}
 */
export function evalGo(expr, resolve = () => undefined, depth = 0) {
  if (depth > 20) return null;
  let src = expr.trim();
  /** @type {string[]} */
  const tokens = [];
  const tokRe =
    /\s*(0[xX][0-9a-fA-F_]+|\d[\d_]*\.?\d*(?:[eE][+-]?\d+)?|\.\d+|"(?:[^"\\]|\\.)*"|`[^`]*`|<<|>>|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*|[-+*/%()])/y;
  let m;
  let pos = 0;
  while (pos < src.length) {
    tokRe.lastIndex = pos;
    m = tokRe.exec(src);
    if (!m) return null;
    tokens.push(m[1]);
    pos = tokRe.lastIndex;
    while (pos < src.length && /\s/.test(src[pos])) pos++;
  }
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  /** @returns {{kind: string, value: any} | null} */
  function primary() {
    const t = next();
    if (t === undefined) return null;
    if (t === '(') {
      const v = sum();
      if (next() !== ')') return null;
      return v;
    }
    if (t === '-') {
      const v = primary();
      return v && typeof v.value === 'number' ? {...v, value: -v.value} : null;
    }
    if (t === '+') return primary();
    if (/^0[xX]/.test(t)) return {kind: 'int', value: parseInt(t.replace(/_/g, ''), 16)};
    if (/^[\d.]/.test(t)) {
      const n = Number(t.replace(/_/g, ''));
      return {kind: /[.eE]/.test(t) ? 'float' : 'int', value: n};
    }
    if (t.startsWith('"') || t.startsWith('`')) return {kind: 'string', value: goString(t)};
    if (t === 'true' || t === 'false') return {kind: 'bool', value: t === 'true'};
    if (t === 'nil') return {kind: 'nil', value: null};
    const unit = t.match(/^time\.(\w+)$/);
    if (unit && DURATIONS[unit[1]]) return {kind: 'duration', value: DURATIONS[unit[1]]};
    if (t === 'math.MaxInt32') return {kind: 'int', value: 2147483647};
    if (t === 'math.MaxInt64' || t === 'math.MaxInt') return {kind: 'int', value: 2 ** 63 - 1}; // as a float: JSON has no 64-bit integers
    if (t === 'math.MaxUint32') return {kind: 'int', value: 4294967295};
    if (t === 'math.MaxFloat64') return {kind: 'float', value: Number.MAX_VALUE};
    // conversions: time.Duration(x), int64(x), float64(x), int(x), int32(x)
    if (/^(time\.Duration|u?int(8|16|32|64)?|float(32|64))$/.test(t) && peek() === '(') {
      next();
      const v = sum();
      if (next() !== ')' || !v || typeof v.value !== 'number') return null;
      if (t === 'time.Duration') return {kind: 'duration', value: v.value};
      return {kind: t.startsWith('float') ? 'float' : v.kind === 'duration' ? 'duration' : 'int', value: v.value};
    }
    if (t === 'string' && peek() === '(') {
      next();
      const v = sum();
      if (next() !== ')' || !v || v.kind !== 'string') return null;
      return v;
    }
    if (t === 'math.Inf' && peek() === '(') {
      next();
      const v = sum();
      if (next() !== ')' || !v) return null;
      return {kind: 'float', value: v.value >= 0 ? Infinity : -Infinity};
    }
    if (peek() === '(') return null; // a function call
    const bare = t.includes('.') ? t.split('.').pop() : t;
    const def = resolve(t) ?? (bare ? resolve(bare) : undefined);
    if (def === undefined || def === expr) return null;
    return evalGo(def, resolve, depth + 1);
  }
  function product() {
    let left = primary();
    while (left && ['*', '/', '%', '<<', '>>'].includes(peek())) {
      const op = next();
      const right = primary();
      if (!right || typeof left.value !== 'number' || typeof right.value !== 'number') return null;
      const kind =
        left.kind === 'duration' || right.kind === 'duration'
          ? 'duration'
          : left.kind === 'float' || right.kind === 'float'
            ? 'float'
            : 'int';
      let value;
      if (op === '*') value = left.value * right.value;
      else if (op === '/') {
        value = left.value / right.value;
        if (kind === 'int' || (left.kind === 'duration' && right.kind !== 'float')) value = Math.trunc(value);
      } else if (op === '%') value = left.value % right.value;
      else if (op === '<<') value = left.value * 2 ** right.value;
      else value = Math.floor(left.value / 2 ** right.value);
      left = {kind, value};
    }
    return left;
  }
  function sum() {
    let left = product();
    while (left && (peek() === '+' || peek() === '-')) {
      const op = next();
      const right = product();
      if (!right) return null;
      if (left.kind === 'string' && right.kind === 'string' && op === '+') {
        left = {kind: 'string', value: left.value + right.value};
        continue;
      }
      if (typeof left.value !== 'number' || typeof right.value !== 'number') return null;
      const kind =
        left.kind === 'duration' || right.kind === 'duration'
          ? 'duration'
          : left.kind === 'float' || right.kind === 'float'
            ? 'float'
            : 'int';
      left = {kind, value: op === '+' ? left.value + right.value : left.value - right.value};
    }
    return left;
  }
  const v = sum();
  return i === tokens.length ? v : null;
}

/** Go's time.Duration.String() for a whole number of nanoseconds: 1h0m0s, 1m30s, 200ms, 0s. */
export function goDuration(/** @type {number} */ ns) {
  if (ns === 0) return '0s';
  const neg = ns < 0;
  let n = Math.abs(ns);
  let s;
  if (n < 1e9) {
    if (n < 1e3) s = `${n}ns`;
    else if (n < 1e6) s = `${n / 1e3}µs`;
    else s = `${n / 1e6}ms`;
  } else {
    const h = Math.floor(n / 3600e9);
    n -= h * 3600e9;
    const m = Math.floor(n / 60e9);
    n -= m * 60e9;
    const sec = n / 1e9;
    s = h ? `${h}h${m}m${sec}s` : m ? `${m}m${sec}s` : `${sec}s`;
  }
  return neg ? `-${s}` : s;
}

/**
 * The struct types declared in Go source: name → fields {name, type, tags}, embedded fields
 * with name ''. Handles `type X struct {…}` and grouped `type ( X struct {…} … )` declarations.
 */
export function goStructs(/** @type {string} */ src) {
  const text = blankGoComments(src);
  /** @type {Map<string, {name: string, type: string, tag: string, line: number}[]>} */
  const out = new Map();
  const re = /(?:^|\n)\s*(?:type\s+)?([A-Z_a-z]\w*)(?:\[[^\]]*\])?\s+struct\s*\{/g;
  let m;
  while ((m = re.exec(text))) {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(text, open);
    const body = text.slice(open + 1, close);
    const baseLine = text.slice(0, open).split('\n').length;
    /** @type {{name: string, type: string, tag: string, line: number}[]} */
    const fields = [];
    let offset = 0;
    for (const line of splitStatements(body)) {
      const at = body.indexOf(line, offset);
      offset = at + line.length;
      const lineNo = baseLine + body.slice(0, at).split('\n').length - 1;
      const tagMatch = line.match(/`([^`]*)`\s*$/);
      const tag = tagMatch ? tagMatch[1] : '';
      const decl = tagMatch ? line.slice(0, tagMatch.index).trim() : line.trim();
      const named = decl.match(/^([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+(.+)$/);
      if (named && !/^\*?[\w.]+$/.test(decl)) {
        for (const n of named[1].split(/\s*,\s*/)) fields.push({name: n, type: named[2].trim(), tag, line: lineNo});
      } else fields.push({name: '', type: decl.replace(/^\*/, ''), tag, line: lineNo});
    }
    out.set(m[1], fields);
    re.lastIndex = close;
  }
  return out;
}

/** The value of key `k` in a Go struct tag such as `yaml:"name,omitempty"`. */
export function tagValue(/** @type {string} */ tag, /** @type {string} */ k) {
  const m = tag.match(new RegExp(`(?:^|\\s)${k}:"([^"]*)"`));
  return m ? m[1].split(',')[0] : undefined;
}

/** Import path for each package name (or alias) imported by a Go file. */
export function goImports(/** @type {string} */ src) {
  /** @type {Map<string, string>} */
  const out = new Map();
  const block = src.match(/^import\s*\(([\s\S]*?)\)/m);
  const lines = block
    ? block[1].split('\n')
    : (src.match(/^import\s+.+$/gm) ?? []).map((l) => l.replace(/^import\s+/, ''));
  for (const l of lines) {
    const m = l.trim().match(/^(?:([\w.]+)\s+)?"([^"]+)"/);
    if (!m) continue;
    out.set(m[1] ?? m[2].split('/').pop(), m[2]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// .proto reading

/**
 * @typedef {{name: string, type: string, number: number, repeated: boolean, map: boolean,
 *   deprecated: boolean, oneof: string | null, line: number}} ProtoField
 * @typedef {{name: string, fields: ProtoField[], line: number}} ProtoMessage
 * @typedef {{name: string, values: {name: string, number: number, deprecated: boolean, line: number}[], line: number}} ProtoEnum
 */

/** Messages (nested ones as `Outer.Inner`) and enums of a .proto file. */
export function parseProto(/** @type {string} */ src) {
  const text = src
    .replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length))
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  /** @type {Map<string, ProtoMessage>} */
  const messages = new Map();
  /** @type {Map<string, ProtoEnum>} */
  const enums = new Map();
  const lineOf = (/** @type {number} */ i) => text.slice(0, i).split('\n').length;
  /** @param {number} start @param {number} end @param {string} prefix @param {ProtoMessage | null} msg @param {string | null} oneof */
  function block(start, end, prefix, msg, oneof) {
    const re =
      /\b(message|enum|oneof)\s+(\w+)\s*\{|((?:repeated\s+|optional\s+)?(?:map\s*<\s*[\w.]+\s*,\s*[\w.]+\s*>|[\w.]+))\s+(\w+)\s*=\s*(\d+)\s*(\[[^\]]*\])?\s*;|\b(reserved|option)\b[^;]*;/g;
    re.lastIndex = start;
    let m;
    while ((m = re.exec(text)) && m.index < end) {
      if (m[1]) {
        const open = m.index + m[0].length - 1;
        const close = matchBracket(text, open);
        if (m[1] === 'message') {
          const full = prefix ? `${prefix}.${m[2]}` : m[2];
          /** @type {ProtoMessage} */
          const inner = {name: full, fields: [], line: lineOf(m.index)};
          messages.set(full, inner);
          block(open + 1, close, full, inner, null);
        } else if (m[1] === 'enum') {
          const full = prefix ? `${prefix}.${m[2]}` : m[2];
          const values = [];
          const vre = /(\w+)\s*=\s*(-?\d+)\s*(\[[^\]]*\])?\s*;/g;
          vre.lastIndex = open + 1;
          let v;
          while ((v = vre.exec(text)) && v.index < close) {
            values.push({
              name: v[1],
              number: Number(v[2]),
              deprecated: /deprecated\s*=\s*true/.test(v[3] ?? ''),
              line: lineOf(v.index),
            });
          }
          enums.set(full, {name: full, values, line: lineOf(m.index)});
        } else if (m[1] === 'oneof' && msg) {
          block(open + 1, close, prefix, msg, m[2]);
        }
        re.lastIndex = close + 1;
      } else if (m[3] && msg) {
        const typeText = m[3].trim();
        msg.fields.push({
          name: m[4],
          type: typeText.replace(/^(repeated|optional)\s+/, '').replace(/\s+/g, ''),
          number: Number(m[5]),
          repeated: /^repeated\s/.test(typeText),
          map: /^map\s*</.test(typeText),
          deprecated: /deprecated\s*=\s*true/.test(m[6] ?? ''),
          oneof,
          line: lineOf(m.index),
        });
      }
    }
  }
  block(0, text.length, '', null, null);
  return {messages, enums};
}

/** snake_case → lowerCamelCase, as the proto JSON mapping names fields. */
export function jsonName(/** @type {string} */ snake) {
  return snake.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** CONSTANT_CASE → PascalCase: EVENT_TYPE_ACTIVITY_TASK_SCHEDULED minus prefix → ActivityTaskScheduled. */
export function pascal(/** @type {string} */ constant) {
  return constant
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** The commit a tag points to. */
export function commitOf(/** @type {string} */ dir, /** @type {string} */ tag) {
  return git(dir, ['rev-list', '-n', '1', tag]).trim();
}

#!/usr/bin/env node
// @ts-check
// Writes manifests/sdk-ruby.json: the public API of the Temporal Ruby SDK (gem temporalio) at one
// release tag, read from the RBS signatures the SDK ships (temporalio/sig/**/*.rbs): modules and
// classes with their superclass and mixins, class (singleton) and instance methods with their
// keyword parameters and return type, and constants; plus the files `require 'temporalio/…'` can
// load (temporalio/lib/**). scripts/samples/ruby.mjs checks the site's Ruby blocks against it.
// Names and types only.
//
//   node scripts/manifests/sdk-ruby.mjs <sdk-ruby git dir> [tag]
//
// Files are read with `git show <tag>:<path>`; the tag defaults to the one already in the manifest.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../samples/lib.mjs';

const OUT = path.join(ROOT, 'manifests', 'sdk-ruby.json');
const [gitDir, tagArg] = process.argv.slice(2);
if (!gitDir) {
  console.error('usage: node scripts/manifests/sdk-ruby.mjs <sdk-ruby git dir> [tag]');
  process.exit(2);
}
const tag = tagArg ?? JSON.parse(fs.readFileSync(OUT, 'utf8')).tag;
const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
const all = git('ls-tree', '-r', '--name-only', tag).split('\n');
const sigs = all.filter((f) => /^temporalio\/sig\/temporalio(\/.+)?\.rbs$/.test(f));
const requirable = all
  .filter((f) => /^temporalio\/lib\/temporalio(\/.+)?\.rb$/.test(f) && !f.includes('/internal/'))
  .map((f) => f.replace(/^temporalio\/lib\//, '').replace(/\.rb$/, ''))
  .sort();

/**
 * @typedef {{kw: string[], r?: string, rest?: 1, anykw?: 1}} Sig
 * @typedef {{k: 'module' | 'class', sup?: string, inc?: string[], ext?: string[], sm?: Record<string, Sig>,
 *   im?: Record<string, Sig>, c?: string[], proto?: 1}} Entry
 */
/** @type {Record<string, Entry>} */
const types = {};

/** Splits a signature's text at top-level occurrences of a separator. */
function splitTop(/** @type {string} */ text, /** @type {string} */ sep) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (depth === 0 && text.startsWith(sep, i)) {
      out.push(cur);
      cur = '';
      i += sep.length - 1;
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

/** Keyword parameter names and the return type of an RBS method type (its first overload). */
function parseSig(/** @type {string} */ text) {
  /** @type {Sig} */
  const sig = {kw: []};
  const overloads = splitTop(text.trim(), '|').map((s) => s.trim()).filter((s) => s.startsWith('(') || s.startsWith('->') || s.startsWith('['));
  for (const o of overloads.length ? overloads : [text.trim()]) {
    const body = o.replace(/^\[[^\]]*\]\s*/, '');
    const arrow = splitTop(body, '->');
    const ret = arrow.length > 1 ? arrow[arrow.length - 1].replace(/\{.*$/, '').trim() : '';
    if (!sig.r && ret) sig.r = ret;
    const params = body.startsWith('(') ? body.slice(1, body.indexOf(')') >= 0 ? findClose(body) : body.length) : '';
    for (const p of splitTop(params, ',')) {
      const t = p.trim();
      const kw = t.match(/^\??([a-z_]\w*[?!]?):\s/);
      if (kw && !sig.kw.includes(kw[1])) sig.kw.push(kw[1]);
      else if (t.startsWith('**')) sig.anykw = 1;
      else if (t.startsWith('*')) sig.rest = 1;
    }
  }
  return sig;
}
function findClose(/** @type {string} */ s) {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') depth++;
    if (s[i] === ')' && --depth === 0) return i;
  }
  return s.length;
}

for (const file of sigs) {
  const lines = git('show', `${tag}:${file}`).split('\n');
  /** @type {{name: string, kind: string}[]} */
  const stack = [];
  let priv = false;
  const proto = /\/api\//.test(file);
  const current = () => stack.filter((s) => s.kind !== 'interface').map((s) => s.name).join('::');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/#.*$/, '').trimEnd();
    const t = line.trim();
    let m;
    if ((m = t.match(/^(module|class)\s+([A-Z][\w:]*)(?:\[[^\]]*\])?(?:\s*<\s*([\w:]+))?/))) {
      const name = m[2].replace(/^::/, '');
      stack.push({name, kind: m[1]});
      priv = false;
      const full = current();
      const e = (types[full] ??= {k: /** @type {'module' | 'class'} */ (m[1])});
      if (m[3] && !e.sup) e.sup = m[3].replace(/^::/, '');
      if (proto) e.proto = 1;
      continue;
    }
    if ((m = t.match(/^interface\s+/))) {
      stack.push({name: '_', kind: 'interface'});
      continue;
    }
    if (t === 'end') {
      stack.pop();
      priv = false;
      continue;
    }
    if (!stack.length || stack[stack.length - 1].kind === 'interface') continue;
    const entry = types[current()];
    if (t === 'private') priv = true;
    if (t === 'public') priv = false;
    if ((m = t.match(/^(include|extend)\s+([\w:]+)/))) {
      const key = m[1] === 'include' ? 'inc' : 'ext';
      (entry[key] ??= []).push(m[2].replace(/^::/, ''));
    } else if ((m = t.match(/^def\s+(self\??\.)?([\w]+[?!=]?|\[\]=?|==|<=>|\+|-)\s*:\s*(.*)$/))) {
      // A signature may go on over several lines until its parentheses close.
      let text = m[3];
      let depth = [...text].reduce((d, ch) => d + (ch === '(' ? 1 : ch === ')' ? -1 : 0), 0);
      while ((depth > 0 || /(\||->|:)\s*$/.test(text) || text === '') && i + 1 < lines.length) {
        const next = lines[++i].replace(/#.*$/, '').trim();
        text += ` ${next}`;
        depth += [...next].reduce((d, ch) => d + (ch === '(' ? 1 : ch === ')' ? -1 : 0), 0);
      }
      const name = m[2];
      if (priv || name.startsWith('_') || (proto && /^(\[\]=?|initialize)$/.test(name) === false && /^clear_|_const$/.test(name))) continue;
      const sig = parseSig(text);
      if (proto) {
        delete sig.r;
        sig.kw = [];
      }
      if (m[1]) (entry.sm ??= {})[name] = sig;
      if (!m[1] || m[1] === 'self?.') (entry.im ??= {})[name] = sig;
    } else if ((m = t.match(/^attr_(reader|writer|accessor)\s+([\w]+[?]?)(?:\(\))?\s*:\s*(.*)$/))) {
      if (priv || m[2].startsWith('_')) continue;
      const r = proto ? undefined : m[3].trim();
      if (m[1] !== 'writer') (entry.im ??= {})[m[2]] = r ? {kw: [], r} : {kw: []};
      if (m[1] !== 'reader') (entry.im ??= {})[`${m[2]}=`] = {kw: []};
    } else if ((m = t.match(/^alias\s+(self\.)?([\w]+[?!=]?)\s+/))) {
      const key = m[1] ? 'sm' : 'im';
      (entry[key] ??= {})[m[2]] = {kw: [], anykw: 1, rest: 1};
    } else if ((m = t.match(/^([A-Z][A-Z0-9_]*|[A-Z]\w*)\s*:\s*\S/)) && !t.startsWith('type ')) {
      (entry.c ??= []).push(m[1]);
    }
  }
}

const sorted = (/** @type {Record<string, any>} */ o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
for (const e of Object.values(types)) {
  if (e.c) e.c = [...new Set(e.c)];
  // Compact: no empty keyword lists; a generated message's fields as a list of names.
  for (const key of /** @type {const} */ (['sm', 'im'])) {
    for (const sig of Object.values(e[key] ?? {})) if (!sig.kw.length) delete (/** @type {any} */ (sig)).kw;
    if (e.proto && e[key]) /** @type {any} */ (e)[key] = Object.keys(e[key] ?? {});
  }
}
const manifest = {
  source: 'temporalio/sdk-ruby',
  tag,
  commit: git('rev-list', '-n', '1', tag).trim(),
  generatedBy: 'scripts/manifests/sdk-ruby.mjs',
  note: "Public API of the temporalio gem at the tag, from its RBS signatures (temporalio/sig): k module/class, sup superclass, inc/ext included/extended modules, sm class methods, im instance methods (kw keyword parameters (omitted when none), anykw when **kwargs, rest when *args, r return type as written in RBS), c constants, proto generated from the Temporal API protos (methods as a list of names: the fields' readers and writers). requires: the paths `require 'temporalio/…'` can load.",
  requires: requirable,
  types: sorted(types),
};
const json = JSON.stringify(
  manifest,
  (key, value) => (key === 'types' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)])) : value),
  1,
).replace(/^( {2}"[^"]+": )"(.*)",?$/gm, (line, head, body) => `${head}${JSON.parse(`"${body}"`)}${line.endsWith(',') ? ',' : ''}`);
JSON.parse(json);
fs.mkdirSync(path.dirname(OUT), {recursive: true});
fs.writeFileSync(OUT, `${json}\n`);
console.log(`${path.relative(ROOT, OUT)}: ${Object.keys(types).length} modules and classes at ${tag} (${(fs.statSync(OUT).size / 1024).toFixed(0)} KB)`);

#!/usr/bin/env node
// @ts-check
// Writes manifests/sdk-php.json: the public API of the Temporal PHP SDK (package temporal/sdk) at one
// release tag — classes, interfaces, traits and enums of src/ and testing/src/ with their parents,
// interfaces and traits, and their public methods (static or not, parameter names, return type),
// constants, public properties and enum cases — read from the PHP sources with a PHP parser.
// scripts/samples/php.mjs checks the site's PHP blocks against it. Names and types only.
//
//   node scripts/manifests/sdk-php.mjs <sdk-php git dir> [tag]
//
// Files are read with `git show <tag>:<path>`; the tag defaults to the one already in the manifest.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../samples/lib.mjs';
import {ensureParsers, parserFor} from '../samples/parsers.mjs';

const OUT = path.join(ROOT, 'manifests', 'sdk-php.json');
const [gitDir, tagArg] = process.argv.slice(2);
if (!gitDir) {
  console.error('usage: node scripts/manifests/sdk-php.mjs <sdk-php git dir> [tag]');
  process.exit(2);
}
const tag = tagArg ?? JSON.parse(fs.readFileSync(OUT, 'utf8')).tag;
const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
const files = git('ls-tree', '-r', '--name-only', tag)
  .split('\n')
  .filter((f) => /^(src|testing\/src)\/.+\.php$/.test(f));

const problem = ensureParsers();
if (problem) throw new Error(problem);
const parser = await parserFor('php');

/**
 * @typedef {{k: string, ext?: string[], impl?: string[], traits?: string[],
 *   m?: Record<string, {s?: 1, r?: string, a: string[]}>, c?: string[], p?: string[], cases?: string[], internal?: 1}} TypeEntry
 */
/** @type {Record<string, TypeEntry>} */
const types = {};
const namespaces = new Set();

const PRIMITIVE = new Set(['self', 'static', 'parent', 'mixed', 'void', 'null', 'bool', 'int', 'float', 'string', 'array', 'object', 'iterable', 'callable', 'never', 'false', 'true']);

/** @param {any} root */
function fileTypes(root) {
  let ns = '';
  /** @type {Map<string, string>} */
  const uses = new Map();
  const resolve = (/** @type {string} */ name) => {
    if (name.startsWith('\\')) return name.slice(1);
    if (PRIMITIVE.has(name.toLowerCase())) return name;
    const [head, ...rest] = name.split('\\');
    const used = uses.get(head);
    if (used) return [used, ...rest].join('\\');
    return ns ? `${ns}\\${name}` : name;
  };
  /** A declared return type: the receiver's own type for self/static/$this, else a class name. */
  const returnOf = (/** @type {any} */ m, /** @type {string} */ doc) => {
    const t = m.childForFieldName('return_type');
    let text = t ? t.text.replace(/^\?/, '') : '';
    if (!t || text === 'mixed' || text === 'object') {
      const d = doc.match(/@return\s+([\\\w$|]+)/);
      if (d) text = d[1];
    }
    if (/^(self|static|\$this)$/.test(text)) return '@self';
    if (!text || text.includes('|') || PRIMITIVE.has(text.toLowerCase())) return undefined;
    return resolve(text);
  };
  for (const c of root.namedChildren) {
    if (c.type === 'namespace_definition') {
      ns = c.childForFieldName('name')?.text ?? '';
      uses.clear();
    } else if (c.type === 'namespace_use_declaration') {
      for (const clause of c.descendantsOfType('namespace_use_clause')) {
        const q = clause.namedChildren[0];
        const alias = clause.childForFieldName('alias')?.text ?? clause.namedChildren[1]?.text;
        const prefix = clause.parent?.type === 'namespace_use_group' ? `${clause.parent.parent.namedChildren[0].text}\\` : '';
        const full = `${prefix}${q.text}`.replace(/^\\/, '');
        uses.set(alias ?? full.split('\\').pop(), full);
      }
    } else if (/^(class|interface|trait|enum)_declaration$/.test(c.type)) {
      const name = c.childForFieldName('name').text;
      const full = ns ? `${ns}\\${name}` : name;
      /** @type {TypeEntry} */
      const entry = {k: c.type.replace('_declaration', '')};
      if (/\\Internal(\\|$)/.test(ns)) entry.internal = 1;
      const doc = (/** @type {any} */ n) => (n.previousSibling?.type === 'comment' ? n.previousSibling.text : '');
      if (/@internal\b/.test(doc(c))) entry.internal = 1;
      for (const b of c.namedChildren) {
        if (b.type === 'base_clause') entry.ext = b.namedChildren.map((/** @type {any} */ x) => resolve(x.text));
        if (b.type === 'class_interface_clause') entry.impl = b.namedChildren.map((/** @type {any} */ x) => resolve(x.text));
      }
      const body = c.childForFieldName('body');
      for (const m of body?.namedChildren ?? []) {
        const vis = m.namedChildren.find((/** @type {any} */ x) => x.type === 'visibility_modifier')?.text ?? 'public';
        if (m.type === 'use_declaration') {
          entry.traits = [...(entry.traits ?? []), ...m.namedChildren.filter((/** @type {any} */ x) => /name/.test(x.type)).map((/** @type {any} */ x) => resolve(x.text))];
        } else if (m.type === 'method_declaration' && (vis === 'public' || vis === 'protected')) {
          const n = m.childForFieldName('name').text;
          const params = m.childForFieldName('parameters');
          const a = (params?.namedChildren ?? [])
            .filter((/** @type {any} */ p) => /parameter/.test(p.type))
            .map((/** @type {any} */ p) => {
              const v = p.childForFieldName('name')?.text.replace(/^\$/, '') ?? '';
              const variadic = p.type === 'variadic_parameter' ? '...' : '';
              const optional = p.childForFieldName('default_value') ? '=' : '';
              return `${v}${optional}${variadic}`;
            });
          /** @type {{s?: 1, r?: string, a: string[], v?: string}} */
          const sig = {a};
          if (m.namedChildren.some((/** @type {any} */ x) => x.type === 'static_modifier')) sig.s = 1;
          const r = returnOf(m, doc(m));
          if (r) sig.r = r;
          if (vis === 'protected') sig.v = 'protected';
          (entry.m ??= {})[n] = sig;
          if (n === '__construct') {
            for (const p of (params?.namedChildren ?? []).filter((/** @type {any} */ p) => p.type === 'property_promotion_parameter')) {
              if (p.childForFieldName('visibility')?.text === 'public') (entry.p ??= []).push(p.childForFieldName('name').text.replace(/^\$/, ''));
            }
          }
        } else if (m.type === 'const_declaration' && vis === 'public') {
          for (const el of m.namedChildren.filter((/** @type {any} */ x) => x.type === 'const_element')) (entry.c ??= []).push(el.namedChildren[0].text);
        } else if (m.type === 'property_declaration' && vis === 'public') {
          for (const el of m.namedChildren.filter((/** @type {any} */ x) => x.type === 'property_element')) (entry.p ??= []).push(el.childForFieldName('name').text.replace(/^\$/, ''));
        } else if (m.type === 'enum_case') {
          (entry.cases ??= []).push(m.childForFieldName('name').text);
        }
      }
      types[full] = entry;
      if (ns) namespaces.add(ns);
    }
  }
}

for (const file of files) {
  const tree = parser.parse(git('show', `${tag}:${file}`));
  fileTypes(tree.rootNode);
  tree.delete();
}
for (const ns of [...namespaces]) {
  const parts = ns.split('\\');
  for (let i = 1; i < parts.length; i++) namespaces.add(parts.slice(0, i).join('\\'));
}

const sorted = (/** @type {Record<string, any>} */ o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const manifest = {
  source: 'temporalio/sdk-php',
  tag,
  commit: git('rev-list', '-n', '1', tag).trim(),
  generatedBy: 'scripts/manifests/sdk-php.mjs',
  note: 'Public API names of temporal/sdk at the tag (src/ and testing/src/): k kind, ext parent classes, impl interfaces, traits used traits, m public/protected methods (s static, r return type, @self for self/static/$this, a parameter names with = when optional and ... when variadic, v protected), c constants, p public properties, cases enum cases, internal marked @internal or in an Internal namespace. Not included: Temporal\\Api\\* (generated protobuf classes shipped by roadrunner-php/roadrunner-api-dto) and Temporal\\OpenTelemetry\\* (package temporal/open-telemetry-interceptors).',
  namespaces: [...namespaces].sort(),
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
console.log(`${path.relative(ROOT, OUT)}: ${Object.keys(types).length} types in ${namespaces.size} namespaces at ${tag} (${(fs.statSync(OUT).size / 1024).toFixed(0)} KB)`);

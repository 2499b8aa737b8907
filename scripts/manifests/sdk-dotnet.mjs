#!/usr/bin/env node
// @ts-check
// Writes manifests/sdk-dotnet.json: the public API of the Temporal .NET SDK at one release tag —
// namespaces, types (with their base types), and each type's properties/fields (with their types),
// methods (return and parameter types), constructors, enum members and nested types — read from the
// SDK's C# sources with a C# parser. scripts/samples/dotnet.mjs checks the site's C# blocks against
// it. Names and types only: no code or documentation is copied.
//
//   node scripts/manifests/sdk-dotnet.mjs <sdk-dotnet git dir> [tag]
//
// The git dir is a clone (or bare mirror) of github.com/temporalio/sdk-dotnet; the tag defaults to
// the one already in the manifest. Files are read with `git show <tag>:<path>`, never checked out.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../samples/lib.mjs';
import {ensureParsers, parserFor} from '../samples/parsers.mjs';

const OUT = path.join(ROOT, 'manifests', 'sdk-dotnet.json');
const [gitDir, tagArg] = process.argv.slice(2);
if (!gitDir) {
  console.error('usage: node scripts/manifests/sdk-dotnet.mjs <sdk-dotnet git dir> [tag]');
  process.exit(2);
}
const tag = tagArg ?? JSON.parse(fs.readFileSync(OUT, 'utf8')).tag;
const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});

// Every C# source of the shipped packages: src/Temporalio and src/Temporalio.Extensions.*, not the
// generators, the docs project or the tests.
const files = git('ls-tree', '-r', '--name-only', tag, 'src')
  .split('\n')
  .filter((f) => /^src\/Temporalio(\.Extensions\.[^/]+)?\/.+\.cs$/.test(f) && !f.includes('/obj/'));
// Namespaces that are not the SDK's own API (code generated for protoc plugins' options).
const FOREIGN = /^Grpc\./;

const problem = ensureParsers();
if (problem) throw new Error(problem);
const parser = await parserFor('csharp');

/**
 * @typedef {{k: string, b?: string[], p?: Record<string, string>, m?: Record<string, {r: string, a: string[]}[]>,
 *   c?: string[][], cp?: string[][], e?: string[], n?: string[], proto?: 1, s?: 1}} TypeEntry
 */
/** @type {Record<string, TypeEntry>} */
const types = {};
/** Extension methods by the simple name of the type they extend. @type {Record<string, Record<string, {r: string, a: string[]}[]>>} */
const extensions = {};
const namespaces = new Set();

/** A type as written, without aliases (pb::, global::), nullability or whitespace. */
const typeText = (/** @type {any} */ n) =>
  n
    ? n.text
        .replace(/\b\w+::/g, '')
        .replace(/\s+/g, '')
        .replace(/\?/g, '')
    : '';
const modifiers = (/** @type {any} */ n) => n.children.filter((/** @type {any} */ c) => c.type === 'modifier').map((/** @type {any} */ c) => c.text);
/** @param {any} list a parameter_list */
function params(list) {
  if (!list) return [];
  /** @type {string[]} */
  const out = [];
  for (const c of list.namedChildren) {
    if (c.type === 'parameter') {
      const mods = modifiers(c);
      if (mods.includes('this')) out.push('this');
      // A parameter with a default value is marked with a trailing '='.
      const name = c.childForFieldName('name');
      const optional = c.namedChildren.some((/** @type {any} */ x) => x.id !== name?.id && x.id !== c.childForFieldName('type')?.id && x.type !== 'modifier' && x.type !== 'attribute_list');
      out.push(`${name?.text}:${typeText(c.childForFieldName('type'))}${optional ? '=' : ''}`);
    }
  }
  // `params T[] name` is not wrapped in a parameter node.
  const names = list.childrenForFieldName?.('name') ?? [];
  const tys = list.childrenForFieldName?.('type') ?? [];
  names.forEach((/** @type {any} */ nm, /** @type {number} */ i) => out.push(`${nm.text}:${typeText(tys[i])}...`));
  return out;
}

/** The declarations in a body, including those inside `#if … #endif` (every branch). @param {any} body */
function declarations(body) {
  /** @type {any[]} */
  const out = [];
  for (const c of body.namedChildren) {
    if (/^preproc_(if|elif|else)$/.test(c.type)) out.push(...declarations(c));
    else out.push(c);
  }
  return out;
}

const TYPE_DECLS = new Set([
  'class_declaration',
  'struct_declaration',
  'interface_declaration',
  'record_declaration',
  'record_struct_declaration',
  'enum_declaration',
  'delegate_declaration',
]);

/**
 * @param {any} decl a type declaration node
 * @param {string} ns its namespace
 * @param {string | null} outer the full name of the enclosing type
 * @param {boolean} proto whether it is generated protobuf code (Temporalio.Api.*)
 */
function addType(decl, ns, outer, proto) {
  const mods = modifiers(decl);
  const outerKind = outer ? types[outer]?.k : null;
  if (!(mods.includes('public') || mods.includes('protected') || outerKind === 'interface')) return;
  if (mods.includes('private') && !mods.includes('protected')) return;
  const name = decl.childForFieldName('name')?.text;
  if (!name) return;
  const full = outer ? `${outer}.${name}` : ns ? `${ns}.${name}` : name;
  const kind = decl.type.replace('_declaration', '');
  const entry = (types[full] ??= {k: kind});
  if (outer && !(types[outer].n ??= []).includes(name)) types[outer].n?.push(name);
  if (proto) entry.proto = 1;
  if (mods.includes('static')) entry.s = 1;
  const bases = decl.namedChildren.find((/** @type {any} */ c) => c.type === 'base_list');
  if (bases) {
    const b = bases.namedChildren
      .filter((/** @type {any} */ c) => /^(identifier|qualified_name|generic_name|alias_qualified_name|predefined_type)$/.test(c.type))
      .map(typeText)
      .filter((/** @type {string} */ t) => t && !/^(IMessage|IBufferMessage|IEquatable|IDeepCloneable)\b/.test(t));
    if (b.length) entry.b = [...new Set([...(entry.b ?? []), ...b])];
  }
  if (kind === 'enum') {
    const body = decl.childForFieldName('body');
    entry.e = body.namedChildren
      .filter((/** @type {any} */ c) => c.type === 'enum_member_declaration')
      .map((/** @type {any} */ c) => c.childForFieldName('name').text);
    return;
  }
  if (kind === 'delegate') return;
  // Positional records: the parameters are constructor parameters and properties.
  const plist = decl.namedChildren.find((/** @type {any} */ c) => c.type === 'parameter_list');
  if (plist && kind.startsWith('record')) {
    const ps = params(plist);
    (entry.c ??= []).push(ps);
    for (const p of ps) {
      const [n, t] = p.split(':');
      (entry.p ??= {})[n] = t.replace(/(=|\.\.\.)$/, '');
    }
  }
  const body = decl.childForFieldName('body');
  if (!body) return;
  const isInterface = kind === 'interface';
  for (const m of declarations(body)) {
    if (TYPE_DECLS.has(m.type)) {
      addType(m, ns, full, proto);
      continue;
    }
    const mm = modifiers(m);
    const visible = mm.includes('public') || mm.includes('protected') || (isInterface && !mm.includes('private'));
    if (!visible) continue;
    if (m.type === 'property_declaration') {
      const n = m.childForFieldName('name')?.text;
      // Every generated message has Parser and Descriptor: the checker knows them without a list.
      if (n && !(proto && (n === 'Parser' || n === 'Descriptor'))) (entry.p ??= {})[n] = typeText(m.childForFieldName('type'));
    } else if (m.type === 'field_declaration' || m.type === 'event_field_declaration') {
      const vd = m.namedChildren.find((/** @type {any} */ c) => c.type === 'variable_declaration');
      for (const d of vd?.namedChildren.filter((/** @type {any} */ c) => c.type === 'variable_declarator') ?? []) {
        const n = d.childForFieldName('name').text;
        if (proto && n.endsWith('FieldNumber')) continue; // wire numbers, not API
        (entry.p ??= {})[n] = typeText(vd.childForFieldName('type'));
      }
    } else if (m.type === 'event_declaration') {
      (entry.p ??= {})[m.childForFieldName('name').text] = typeText(m.childForFieldName('type'));
    } else if (m.type === 'method_declaration' && !proto) {
      const n = m.childForFieldName('name').text;
      const ps = params(m.childForFieldName('parameters'));
      const sig = {r: typeText(m.childForFieldName('returns') ?? m.childForFieldName('type')), a: ps.filter((p) => p !== 'this')};
      if (ps[0] === 'this') {
        const target = sig.a[0].split(':')[1].replace(/<.*$/, '').split('.').pop() ?? '';
        ((extensions[target] ??= {})[n] ??= []).push({...sig, a: sig.a.slice(1)});
      } else ((entry.m ??= {})[n] ??= []).push(sig);
    } else if (m.type === 'constructor_declaration' && !proto) {
      // Protected constructors (cp) are for subclasses only: `new T(…)` cannot call them.
      const key = mm.includes('public') ? 'c' : 'cp';
      (entry[key] ??= []).push(params(m.childForFieldName('parameters')));
    }
  }
}

/** @param {any} node @param {string} ns @param {boolean} proto */
function visit(node, ns, proto) {
  for (const c of declarations(node)) {
    if (c.type === 'namespace_declaration') {
      const inner = c.childForFieldName('name').text;
      visit(c.childForFieldName('body'), ns ? `${ns}.${inner}` : inner, proto);
    } else if (c.type === 'file_scoped_namespace_declaration') {
      ns = c.childForFieldName('name').text;
    } else if (TYPE_DECLS.has(c.type) && !FOREIGN.test(ns)) {
      const before = Object.keys(types).length;
      addType(c, ns, null, proto);
      if (Object.keys(types).length > before && ns) namespaces.add(ns);
    } else if (c.type === 'declaration_list') {
      visit(c, ns, proto);
    }
  }
}

for (const file of files) {
  const source = git('show', `${tag}:${file}`);
  const tree = parser.parse(source);
  visit(tree.rootNode, '', file.startsWith('src/Temporalio/Api/'));
  tree.delete();
}

// Parent namespaces are namespaces too (`using Temporalio.Api;` is legal, if useless).
for (const ns of [...namespaces]) {
  const parts = ns.split('.');
  for (let i = 1; i < parts.length; i++) namespaces.add(parts.slice(0, i).join('.'));
}

const sorted = (/** @type {Record<string, any>} */ o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const manifest = {
  source: 'temporalio/sdk-dotnet',
  tag,
  commit: git('rev-list', '-n', '1', tag).trim(),
  generatedBy: 'scripts/manifests/sdk-dotnet.mjs',
  note: 'Public API names of the .NET SDK at the tag: k kind, b base types, p properties/fields/events (name: type), m methods (r return type, a parameters name:type, = when optional, ... for params arrays), c public constructors, cp protected constructors, e enum members, n nested types, s static class, proto generated from the Temporal API protos (their generated methods are omitted).',
  namespaces: [...namespaces].sort(),
  types: sorted(types),
  extensions: sorted(extensions),
};
fs.mkdirSync(path.dirname(OUT), {recursive: true});
// One type per line, so that a new SDK tag shows as a readable diff.
const json = JSON.stringify(manifest, (key, value) =>
  key === 'types' || key === 'extensions' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)])) : value,
  1,
).replace(/^( {2}"[^"]+": )"(.*)",?$/gm, (line, head, body) => `${head}${JSON.parse(`"${body}"`)}${line.endsWith(',') ? ',' : ''}`);
JSON.parse(json);
fs.writeFileSync(OUT, `${json}\n`);
console.log(
  `${path.relative(ROOT, OUT)}: ${Object.keys(types).length} types in ${namespaces.size} namespaces at ${tag} (${(fs.statSync(OUT).size / 1024).toFixed(0)} KB)`,
);

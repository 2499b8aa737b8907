#!/usr/bin/env node
// @ts-check
// Writes manifests/api-links.json: for each SDK, the API names an SDK guide may show in inline code
// (`workflow.ExecuteActivity`, `Workflow.newActivityStub`, `workflow.execute_activity`, …) and the
// page and anchor of each in that SDK's API reference. plugins/remark-api-links turns those names
// into links, adding the host and the pinned version (src/lib/apiReference.ts). Read from the SDKs
// the samples suites install at the pins of config/pins.ts:
//   Go          exported identifiers of go.temporal.io/sdk's public packages in the Go module cache
//   Java        `javap -public` over the temporal-sdk, -testing and -serviceclient jars in ~/.m2
//   Python      the temporalio modules, inspected by examples/python/.venv/bin/python (or $PYTHON)
//   TypeScript  the exports of the @temporalio/* packages' .d.ts files (TypeScript's checker)
//   .NET, PHP, Ruby  manifests/sdk-dotnet.json, sdk-php.json, sdk-ruby.json
// Usage: node scripts/manifests/api-links.mjs
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {ROOT, writeManifest} from './lib.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
/** @type {{pinnedVersion: (dir: string, name: string) => {version: string}}} */
const {pinnedVersion} = jiti('../../config/pins.ts');
const pin = (/** @type {string} */ name) => pinnedVersion(ROOT, name).version;

/** @typedef {Record<string, string>} Symbols name as written on a page → `page#anchor` (anchor may be empty) */

/** Adds `name` → `target` unless the name already means something else (then it is ambiguous and dropped). */
function adder() {
  /** @type {Symbols} */
  const symbols = {};
  const ambiguous = new Set();
  return {
    symbols,
    add(/** @type {string} */ name, /** @type {string} */ target) {
      if (ambiguous.has(name)) return;
      if (symbols[name] !== undefined && symbols[name] !== target) {
        delete symbols[name];
        ambiguous.add(name);
        return;
      }
      symbols[name] = target;
    },
  };
}

function sorted(/** @type {Symbols} */ symbols) {
  return Object.fromEntries(Object.entries(symbols).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---- Go ---------------------------------------------------------------------------------------
const GO_PACKAGES = ['activity', 'client', 'converter', 'interceptor', 'log', 'temporal', 'temporalnexus', 'testsuite', 'worker', 'workflow'];

function go() {
  const version = pin('go-sdk');
  const modCache = execFileSync('go', ['env', 'GOMODCACHE'], {encoding: 'utf8'}).trim();
  const dir = path.join(modCache, 'go.temporal.io', `sdk@v${version}`);
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run the go samples suite first (it downloads the pinned SDK).`);
  const {symbols, add} = adder();
  /** @type {Map<string, string>} bare type names → target, to keep only the unique ones */
  const types = new Map();
  const typeCount = new Map();
  for (const pkg of GO_PACKAGES) {
    const files = fs.readdirSync(path.join(dir, pkg)).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
    const names = new Set();
    const typeNames = new Set();
    for (const file of files) {
      const src = fs.readFileSync(path.join(dir, pkg, file), 'utf8');
      if (/^\/\/go:build\s+ignore/m.test(src)) continue;
      for (const m of src.matchAll(/^func ([A-Z]\w*)\s*[[(]/gm)) names.add(m[1]);
      for (const m of src.matchAll(/^(?:type|var|const) ([A-Z]\w*)\b/gm)) names.add(m[1]);
      for (const m of src.matchAll(/^type ([A-Z]\w*)\b/gm)) typeNames.add(m[1]);
      for (const block of src.matchAll(/^(type|var|const) \(\n([\s\S]*?)^\)/gm)) {
        for (const m of block[2].matchAll(/^\t([A-Z]\w*)\b/gm)) {
          names.add(m[1]);
          if (block[1] === 'type') typeNames.add(m[1]);
        }
      }
    }
    for (const name of names) add(`${pkg}.${name}`, `${pkg}#${name}`);
    for (const name of typeNames) {
      types.set(name, `${pkg}#${name}`);
      typeCount.set(name, (typeCount.get(name) ?? 0) + 1);
    }
  }
  for (const [name, target] of types) if (typeCount.get(name) === 1) add(name, target);
  return {version, symbols: sorted(symbols)};
}

// ---- Java -------------------------------------------------------------------------------------
const JAVA_ARTIFACTS = ['temporal-sdk', 'temporal-testing', 'temporal-serviceclient'];

/** Erases generics: `java.util.List<T>` → `java.util.List`, a type variable → its bound. */
function erase(/** @type {string} */ type, /** @type {Map<string, string>} */ vars) {
  let t = type.trim();
  while (/<[^<>]*>/.test(t)) t = t.replace(/<[^<>]*>/g, '');
  const varargs = t.endsWith('...') ? '...' : '';
  t = t.replace(/\.\.\.$/, '');
  const arrays = /(\[\])*$/.exec(t)?.[0] ?? '';
  t = t.slice(0, t.length - arrays.length);
  return (vars.get(t) ?? t) + arrays + varargs;
}

/** `<T extends Foo, R>` → T → Foo (erased), R → java.lang.Object. */
function typeVars(/** @type {string | undefined} */ decl, /** @type {Map<string, string>} */ outer) {
  const vars = new Map(outer);
  if (!decl) return vars;
  let depth = 0;
  let current = '';
  const parts = [];
  for (const ch of decl.slice(1, -1)) {
    if (ch === '<') depth++;
    if (ch === '>') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  for (const part of parts) {
    const m = /^\s*(\w+)(?:\s+extends\s+(.+))?$/.exec(part);
    if (m) vars.set(m[1], m[2] ? erase(m[2].split('&')[0], vars) : 'java.lang.Object');
  }
  return vars;
}

/** The leading `<…>` of `text`, with nested brackets. */
function leadingGenerics(/** @type {string} */ text) {
  if (!text.startsWith('<')) return undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<') depth++;
    if (text[i] === '>' && --depth === 0) return text.slice(0, i + 1);
  }
  return undefined;
}

function java() {
  const version = pin('java-sdk');
  const {symbols, add} = adder();
  const simple = new Map();
  const simpleCount = new Map();
  for (const artifact of JAVA_ARTIFACTS) {
    const jar = path.join(os.homedir(), '.m2', 'repository', 'io', 'temporal', artifact, version, `${artifact}-${version}.jar`);
    if (!fs.existsSync(jar)) throw new Error(`${jar} is missing: run the java samples suite first (Maven downloads it).`);
    const classes = execFileSync('jar', ['tf', jar], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
      .split('\n')
      // Not the classes generated from the API protos (io.temporal.api): the guides name the SDK's own.
      .filter(
        (f) =>
          /^io\/temporal\/.*\.class$/.test(f) &&
          !f.startsWith('io/temporal/api/') &&
          !f.includes('$') &&
          !/\/internal\//.test(f) &&
          !f.endsWith('package-info.class'),
      )
      .map((f) => f.slice(0, -'.class'.length).replace(/\//g, '.'));
    const out = execFileSync('javap', ['-public', '-cp', jar, ...classes], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
    let current = /** @type {{name: string, page: string, vars: Map<string, string>} | null} */ (null);
    for (const line of out.split('\n')) {
      const header = /^public (?:[\w\s]+ )?(?:class|interface|enum|@interface) (io\.temporal\.[\w.]+)(<.*?>)?(?:\s|\{)/.exec(line);
      if (header) {
        const full = header[1];
        const name = full.slice(full.lastIndexOf('.') + 1);
        const page = `${artifact}/${full.replace(/\./g, '/')}`;
        current = {name, page, vars: typeVars(leadingGenerics(header[2] ?? ''), new Map())};
        add(full, `${page}#`);
        simple.set(name, `${page}#`);
        simpleCount.set(name, (simpleCount.get(name) ?? 0) + 1);
        continue;
      }
      if (!current) continue;
      const method = /^ {2}public (?:(?:static|final|abstract|default|synchronized|native)\s+)*(<.+?>\s+)?[\w.$<>?,\s[\]]+?\s+(\w+)\((.*)\)(?:\s+throws [\w.,\s]+)?;$/.exec(line);
      if (!method) continue;
      const vars = typeVars(method[1] ? leadingGenerics(method[1].trim()) : undefined, current.vars);
      const params = [];
      let depth = 0;
      let part = '';
      for (const ch of method[3]) {
        if (ch === '<') depth++;
        if (ch === '>') depth--;
        if (ch === ',' && depth === 0) {
          params.push(part);
          part = '';
        } else part += ch;
      }
      if (part.trim()) params.push(part);
      const anchor = `${method[2]}(${params.map((p) => erase(p, vars)).join(',')})`;
      // The first overload in declaration order stands for the name.
      const key = `${current.name}.${method[2]}`;
      if (symbols[key] === undefined) add(key, `${current.page}#${anchor}`);
    }
  }
  for (const [name, target] of simple) if (simpleCount.get(name) === 1) add(name, target);
  return {version, symbols: sorted(symbols)};
}

// ---- Python -----------------------------------------------------------------------------------
const PYTHON_MODULES = ['activity', 'client', 'common', 'converter', 'exceptions', 'testing', 'worker', 'workflow'];
const PYTHON_SCRIPT = `
import importlib, inspect, json, sys
from importlib.metadata import version
out = {"version": version("temporalio"), "modules": {}}
for short in sys.argv[1:]:
    name = "temporalio." + short
    mod = importlib.import_module(name)
    entries = {}
    public = getattr(mod, "__all__", None)
    for attr in sorted(vars(mod)):
        if attr.startswith("_") or (public is not None and attr not in public):
            continue
        value = getattr(mod, attr)
        # Defined in the module, or in one of its private submodules (temporalio.workflow._activities).
        home = getattr(value, "__module__", None) or ""
        if home != name and not home.startswith(name + "._"):
            continue
        if inspect.isclass(value):
            members = sorted(m for m, v in vars(value).items() if not m.startswith("_") and (callable(v) or isinstance(v, (staticmethod, classmethod, property))))
            entries[attr] = {"class": members}
        elif callable(value):
            entries[attr] = {"function": True}
    out["modules"][short] = entries
print(json.dumps(out))
`;

function python() {
  const version = pin('python-sdk');
  const interpreter = process.env.PYTHON ?? path.join(ROOT, 'examples', 'python', '.venv', 'bin', 'python');
  if (!fs.existsSync(interpreter)) throw new Error(`${interpreter} is missing: run the python samples suite first, or set PYTHON.`);
  /** @type {{version: string, modules: Record<string, Record<string, {class?: string[], function?: boolean}>>}} */
  const data = JSON.parse(execFileSync(interpreter, ['-c', PYTHON_SCRIPT, ...PYTHON_MODULES], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}));
  if (data.version !== version) throw new Error(`${interpreter} has temporalio ${data.version}, the pin is ${version}.`);
  const {symbols, add} = adder();
  const classes = new Map();
  const classCount = new Map();
  for (const [short, entries] of Object.entries(data.modules)) {
    for (const [name, entry] of Object.entries(entries)) {
      if (entry.class) {
        const page = `temporalio.${short}.${name}`;
        for (const key of [`${short}.${name}`, `temporalio.${short}.${name}`]) add(key, `${page}#`);
        classes.set(name, `${page}#`);
        classCount.set(name, (classCount.get(name) ?? 0) + 1);
        for (const member of entry.class) {
          for (const key of [`${name}.${member}`, `${short}.${name}.${member}`]) add(key, `${page}#${member}`);
        }
      } else {
        for (const key of [`${short}.${name}`, `temporalio.${short}.${name}`]) add(key, `temporalio.${short}#${name}`);
      }
    }
  }
  for (const [name, target] of classes) if (classCount.get(name) === 1) add(name, target);
  return {version, symbols: sorted(symbols)};
}

// ---- TypeScript -------------------------------------------------------------------------------
const TS_PACKAGES = ['activity', 'client', 'common', 'testing', 'worker', 'workflow'];

function typescript() {
  const version = pin('typescript-sdk');
  const {symbols, add} = adder();
  const entries = TS_PACKAGES.map((p) => path.join(ROOT, 'node_modules', '@temporalio', p, 'lib', 'index.d.ts'));
  for (const [i, file] of entries.entries()) {
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '@temporalio', TS_PACKAGES[i], 'package.json'), 'utf8')).version;
    if (installed !== version) throw new Error(`@temporalio/${TS_PACKAGES[i]} ${installed} is installed, the pin is ${version}: run npm ci.`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm ci.`);
  }
  const program = ts.createProgram(entries, {noEmit: true, skipLibCheck: true});
  const checker = program.getTypeChecker();
  /** The @temporalio package a declaration lives in, or null (proto, third-party). */
  const owner = (/** @type {ts.Declaration} */ d) => {
    const m = /node_modules\/@temporalio\/([\w-]+)\//.exec(d.getSourceFile().fileName);
    return m && TS_PACKAGES.includes(m[1]) ? m[1] : null;
  };
  for (const file of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decl = symbol.declarations?.[0];
      const pkg = decl && owner(decl);
      if (!pkg) continue;
      const name = exported.getName();
      if (symbol.flags & ts.SymbolFlags.Class) {
        const page = `classes/${pkg}.${name}`;
        add(name, `${page}#`);
        const members = [...(symbol.members?.values() ?? []), ...(symbol.exports?.values() ?? [])];
        for (const member of members) {
          const m = member.getName();
          if (m.startsWith('_') || m === '__constructor' || m === 'prototype') continue;
          const modifiers = member.declarations?.[0] && ts.getCombinedModifierFlags(member.declarations[0]);
          if (modifiers && modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
          if (member.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Property | ts.SymbolFlags.GetAccessor)) add(`${name}.${m}`, `${page}#${m.toLowerCase()}`);
        }
      } else if (symbol.flags & ts.SymbolFlags.Interface) {
        add(name, `interfaces/${pkg}.${name}#`);
      } else if (symbol.flags & ts.SymbolFlags.Enum) {
        add(name, `enums/${pkg}.${name}#`);
      } else if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
        add(name, `namespaces/${pkg}#${name.toLowerCase()}`);
      }
    }
  }
  return {version, symbols: sorted(symbols)};
}

// ---- .NET, PHP, Ruby (from the API manifests the name checks use) -------------------------------
function readManifest(/** @type {string} */ name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'manifests', `${name}.json`), 'utf8'));
}

/** Adds every type's simple name that no other type shares. */
function addUniqueSimpleNames(/** @type {(n: string, t: string) => void} */ add, /** @type {Array<[string, string]>} */ pairs) {
  const count = new Map();
  for (const [simple] of pairs) count.set(simple, (count.get(simple) ?? 0) + 1);
  for (const [simple, target] of pairs) if (count.get(simple) === 1) add(simple, target);
}

function dotnet() {
  const version = pin('dotnet-sdk');
  /** @type {{types: Record<string, {proto?: number, m?: Record<string, unknown>, p?: Record<string, unknown>}>}} */
  const manifest = readManifest('sdk-dotnet');
  const {symbols, add} = adder();
  /** @type {Array<[string, string]>} */
  const simple = [];
  for (const [full, type] of Object.entries(manifest.types)) {
    if (type.proto || !full.startsWith('Temporalio.') || /[<`+]/.test(full)) continue;
    const name = full.slice(full.lastIndexOf('.') + 1);
    const target = `${full}#`;
    add(full, target);
    simple.push([name, target]);
    // DocFX anchors members by their full signature; the member's name links its type's page.
    for (const member of [...Object.keys(type.m ?? {}), ...Object.keys(type.p ?? {})]) add(`${name}.${member}`, target);
  }
  addUniqueSimpleNames(add, simple);
  return {version, symbols: sorted(symbols)};
}

function php() {
  const version = pin('php-sdk');
  /** @type {{types: Record<string, {internal?: number, m?: Record<string, {v?: number}>}>}} */
  const manifest = readManifest('sdk-php');
  const {symbols, add} = adder();
  /** @type {Array<[string, string]>} */
  const simple = [];
  for (const [full, type] of Object.entries(manifest.types)) {
    if (type.internal || !full.startsWith('Temporal\\')) continue;
    const name = full.slice(full.lastIndexOf('\\') + 1);
    const page = full.replace(/\\/g, '-');
    add(full, `${page}#`);
    simple.push([name, `${page}#`]);
    for (const [method, info] of Object.entries(type.m ?? {})) if (!info.v) add(`${name}::${method}`, `${page}#method_${method}`);
  }
  addUniqueSimpleNames(add, simple);
  return {version, symbols: sorted(symbols)};
}

function ruby() {
  const version = pin('ruby-sdk');
  /** @type {{types: Record<string, {proto?: number, sm?: Record<string, unknown>, im?: Record<string, unknown>}>}} */
  const manifest = readManifest('sdk-ruby');
  const {symbols, add} = adder();
  /** @type {Array<[string, string]>} */
  const simple = [];
  for (const [full, type] of Object.entries(manifest.types)) {
    if (type.proto || !full.startsWith('Temporalio')) continue;
    const page = full.replace(/::/g, '/');
    const name = full.slice(full.lastIndexOf(':') + 1);
    add(full, `${page}#`);
    if (full !== name) simple.push([name, `${page}#`]);
    const short = full.replace(/^Temporalio::/, '');
    for (const method of Object.keys(type.sm ?? {})) {
      for (const owner of new Set([full, short])) add(`${owner}.${method}`, `${page}#${encodeURIComponent(method)}-class_method`);
    }
    if (type.im && 'initialize' in type.im) {
      for (const owner of new Set([full, short])) add(`${owner}.new`, `${page}#initialize-instance_method`);
    }
  }
  addUniqueSimpleNames(add, simple);
  return {version, symbols: sorted(symbols)};
}

const sdks = {go: go(), java: java(), python: python(), typescript: typescript(), dotnet: dotnet(), php: php(), ruby: ruby()};
await writeManifest('api-links', {
  generatedBy: 'scripts/manifests/api-links.mjs',
  note: 'API names an SDK guide may show in inline code, per SDK: name → "page#anchor" in the SDK API reference (src/lib/apiReference.ts adds the host and the pinned version). version: the SDK version the names were read from; the build fails when it differs from the pin.',
  sdks,
});
for (const [sdk, {symbols}] of Object.entries(sdks)) console.log(`${sdk}: ${Object.keys(symbols).length} names`);

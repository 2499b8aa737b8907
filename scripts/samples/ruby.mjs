#!/usr/bin/env node
// @ts-check
// Ruby samples: the Ruby SDK cannot be installed here (no RubyGems), so every ```ruby block on the
// site is (1) syntax-checked with `ruby -c` (Debian's ruby) and (2) name-checked against
// manifests/sdk-ruby.json, the public API of the pinned SDK release generated from its RBS
// signatures by scripts/manifests/sdk-ruby.mjs:
//   - `require 'temporalio/…'` must name a file of the gem, and every `Temporalio::…` constant path
//     a module, class or constant of it;
//   - `Temporalio::Workflow.x`, `Temporalio::Activity::Context.current.x`, `X.new(…)` of an SDK
//     class, and methods called on a value whose SDK type is known (a chain from an SDK call, a
//     variable assigned from one, an undeclared `client` in a fragment) must exist, and their keyword
//     arguments (`execute_activity(…, start_to_close_timeout: …)`, `.new(…)` → `initialize`) must be
//     keyword parameters of the method;
//   - inside `class X < Temporalio::Workflow::Definition` (or Activity::Definition), bare class-body
//     calls (`workflow_signal`, `activity_name` …) must be class methods of that SDK class.
// One test per block (name page:line); a block may opt out with nocheck="reason".
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {finish, nocheckShare} from './lib.mjs';
import {nearest, startNameCheck} from './parsers.mjs';

const LABEL = 'ruby samples';
const MAIN = process.argv[1] === fileURLToPath(import.meta.url);
const {blocks, results, nocheck, manifest, parser} = await startNameCheck({
  label: LABEL,
  langs: ['ruby', 'rb'],
  manifest: 'sdk-ruby.json',
  parser: 'ruby',
  main: MAIN,
  tool: {cmd: 'ruby', install: "install Debian's ruby package (apt-get install ruby)"},
});
/** @type {Record<string, any>} */
const TYPES = manifest.types;
const REQUIRES = new Set(manifest.requires);
/** Every constant path: modules, classes and their constants. */
const CONSTANTS = new Set(Object.keys(TYPES));
for (const [full, t] of Object.entries(TYPES)) for (const c of t.c ?? []) CONSTANTS.add(`${full}::${c}`);

/** `ruby -c` on a block: null when the syntax is valid, else the first error with its line. */
export function syntax(/** @type {string} */ code) {
  const r = spawnSync('ruby', ['-c', '-e', code], {encoding: 'utf8'});
  if (r.status === 0) return null;
  const text = `${r.stderr}${r.stdout}`.trim();
  const m = text.match(/-e:(\d+):\s*(.*)/);
  return {
    line: m ? Number(m[1]) : 1,
    message: (m ? m[2] : text.split('\n')[0]).replace(
      /^syntax errors? found$/,
      text.split('\n').slice(1, 3).join(' ').trim(),
    ),
  };
}

// Methods every object has (Kernel and Object), and those of the Ruby classes the SDK's types extend.
const OBJECT = new Set(
  'class is_a? kind_of? instance_of? nil? respond_to? send public_send to_s inspect hash eql? equal? frozen? freeze dup clone tap then itself object_id == != ! instance_variable_get instance_variable_set method methods define_singleton_method to_h to_a ==='.split(
    ' ',
  ),
);
/** @type {Record<string, string[]>} */
const RUBY_BASES = {
  StandardError: [
    'message',
    'cause',
    'backtrace',
    'full_message',
    'backtrace_locations',
    'exception',
    'detailed_message',
    'set_backtrace',
  ],
  Exception: [
    'message',
    'cause',
    'backtrace',
    'full_message',
    'backtrace_locations',
    'exception',
    'detailed_message',
    'set_backtrace',
  ],
  RuntimeError: ['message', 'cause', 'backtrace', 'full_message'],
  Struct: ['to_h', 'members', 'each', 'values', '[]', 'with'],
  Data: ['to_h', 'members', 'with'],
};

/** Resolves a constant written inside an SDK module's signatures (`Info`, `Converters::RawValue`). */
function resolveConst(/** @type {string} */ name, /** @type {string} */ within) {
  const bare = name.replace(/^::/, '').replace(/\?$/, '').replace(/\[.*$/, '');
  if (CONSTANTS.has(bare)) return bare;
  const parts = within.split('::');
  for (let i = parts.length; i > 0; i--) {
    const cand = `${parts.slice(0, i).join('::')}::${bare}`;
    if (TYPES[cand]) return cand;
  }
  return null;
}

/** The methods of an SDK class (instance) or module/class (singleton), with ancestors. */
const cache = new Map();
function methodsOf(/** @type {string} */ full, /** @type {'im' | 'sm'} */ side) {
  const key = `${side}:${full}`;
  if (cache.has(key)) return cache.get(key);
  const out = {methods: new Map(), open: false};
  cache.set(key, out);
  const t = TYPES[full];
  if (!t) {
    out.open = true;
    return out;
  }
  const add = (/** @type {string} */ n, /** @type {any} */ sig, /** @type {string} */ owner) =>
    out.methods.has(n) || out.methods.set(n, {...sig, owner});
  if (t.proto) {
    // Generated protobuf messages: field readers/writers, plus google-protobuf's own methods.
    if (side === 'sm')
      ['new', 'encode', 'decode', 'encode_json', 'decode_json', 'descriptor'].forEach((n) =>
        add(n, {anykw: 1, rest: 1}, full),
      );
    else {
      for (const n of t.im ?? []) add(n, {anykw: 1, rest: 1}, full);
      ['to_h', 'to_json', 'to_proto', '[]', '[]=', 'clear', 'has_key?'].forEach((n) =>
        add(n, {anykw: 1, rest: 1}, full),
      );
    }
    return out;
  }
  for (const [n, sig] of Object.entries(t[side] ?? {})) add(n, sig, full);
  if (side === 'sm' && t.k === 'class') {
    const init = t.im?.initialize;
    add('new', init ?? {rest: 1}, full);
  }
  const parents =
    side === 'im' ? [...(t.sup ? [t.sup] : []), ...(t.inc ?? [])] : [...(t.sup ? [t.sup] : []), ...(t.ext ?? [])];
  for (const p of parents) {
    const resolved = resolveConst(p, full);
    if (resolved && TYPES[resolved]) {
      const m = methodsOf(resolved, side === 'sm' && t.ext?.includes(p) ? 'im' : side);
      for (const [k, v] of m.methods) if (!(k === 'new' && out.methods.has('new'))) add(k, v, v.owner);
      if (m.open) out.open = true;
    } else if (side === 'im' && RUBY_BASES[p.replace(/^::/, '')]) {
      RUBY_BASES[p.replace(/^::/, '')].forEach((n) => add(n, {anykw: 1, rest: 1}, p));
    } else if (side === 'sm' && (RUBY_BASES[p.replace(/^::/, '')] || /^(Object|BasicObject)$/.test(p))) {
      ['new', 'members', 'exception', '[]'].forEach((n) => add(n, {anykw: 1, rest: 1}, p));
    } else out.open = true;
  }
  return out;
}

/** The SDK value a method returns, from its RBS return type. @returns {{k: 'inst' | 'const', name: string} | null} */
function valueOfRbs(/** @type {string | undefined} */ r, /** @type {string} */ owner) {
  if (!r) return null;
  const t = r.trim().replace(/\?$/, '');
  if (/^(self|instance)$/.test(t)) return {k: 'inst', name: owner};
  if (!/^[A-Z:][\w:]*$/.test(t)) return null;
  const c = resolveConst(t, owner);
  return c && TYPES[c] ? {k: 'inst', name: c} : null;
}

// Names fragments use without defining them, with the SDK type the page means.
/** @type {Record<string, string>} */
const CONVENTIONAL = {client: 'Temporalio::Client'};
// Class-body calls Ruby itself provides.
const RUBY_CLASS_BODY = new Set(
  'private protected public attr_reader attr_writer attr_accessor include extend prepend module_function alias_method define_method private_constant require require_relative raise puts p freeze'.split(
    ' ',
  ),
);

/** Name-checks one Ruby block; returns "line:col: message" strings. @param {string} code */
export function checkNames(code) {
  const tree = parser.parse(code);
  const root = tree.rootNode;
  /** @type {string[]} */
  const out = [];
  const report = (/** @type {any} */ node, /** @type {string} */ msg) =>
    out.push(`${node.startPosition.row + 1}:${node.startPosition.column + 1}: ${msg}`);
  const walk = (/** @type {any} */ n, /** @type {(n: any) => void} */ f) => {
    f(n);
    for (const c of n.namedChildren) walk(c, f);
  };
  /** @type {Map<string, any[]>} */
  const vars = new Map();
  walk(root, (n) => {
    if (n.type === 'assignment') {
      const left = n.childForFieldName('left');
      if (left?.type === 'identifier')
        vars.set(left.text, [...(vars.get(left.text) ?? []), n.childForFieldName('right')]);
      if (left?.type === 'left_assignment_list')
        for (const id of left.namedChildren) vars.set(id.text, [...(vars.get(id.text) ?? []), null]);
    } else if (/parameters$/.test(n.type) || n.type === 'exception_variable') {
      for (const id of n.descendantsOfType('identifier')) vars.set(id.text, [...(vars.get(id.text) ?? []), null]);
    }
  });

  const memo = new Map();
  /** @returns {{k: 'inst' | 'const' | 'ns', name: string} | null} */
  function valueOf(/** @type {any} */ n) {
    if (!n) return null;
    if (memo.has(n.id)) return memo.get(n.id);
    memo.set(n.id, null);
    const v = compute(n);
    memo.set(n.id, v);
    return v;
  }
  /** @returns {{k: 'inst' | 'const' | 'ns', name: string} | null} */
  function compute(/** @type {any} */ n) {
    switch (n.type) {
      case 'constant':
        return n.text === 'Temporalio' ? {k: 'const', name: 'Temporalio'} : null;
      case 'scope_resolution': {
        const scope = n.childForFieldName('scope');
        const name = n.childForFieldName('name');
        if (!scope) return null; // ::Foo
        const left = valueOf(scope);
        if (left?.k !== 'const' || !name) return null;
        const full = `${left.name}::${name.text}`;
        if (CONSTANTS.has(full)) return TYPES[full] ? {k: 'const', name: full} : {k: 'inst', name: left.name};
        const here = [...CONSTANTS]
          .filter((c) => c.startsWith(`${left.name}::`))
          .map((c) => c.slice(left.name.length + 2).split('::')[0]);
        if (TYPES[left.name]?.proto && !here.length) return null;
        report(name, `no ${full} in the SDK (nearest: ${left.name}::${nearest(name.text, new Set(here))})`);
        return null;
      }
      case 'identifier': {
        const assigned = vars.get(n.text);
        if (assigned) return assigned.length === 1 ? valueOf(assigned[0]) : null;
        const conv = CONVENTIONAL[n.text];
        return conv ? {k: 'inst', name: conv} : null;
      }
      case 'parenthesized_statements':
        return n.namedChildren.length === 1 ? valueOf(n.namedChildren[0]) : null;
      case 'call': {
        const recv = n.childForFieldName('receiver');
        const method = n.childForFieldName('method');
        if (!recv || !method || (method.type !== 'identifier' && method.type !== 'constant')) return null;
        const left = valueOf(recv);
        if (!left || left.k === 'ns') return null;
        const side = left.k === 'const' ? 'sm' : 'im';
        const m = methodsOf(left.name, side);
        const sig = m.methods.get(method.text);
        if (!sig) {
          if (!m.open && !OBJECT.has(method.text)) {
            report(
              method,
              `${left.name}${side === 'sm' ? '.' : '#'}${method.text} is not in the SDK (nearest: ${nearest(
                method.text,
                [...m.methods.keys()].filter((k) => k !== 'initialize'),
              )})`,
            );
          }
          return null;
        }
        checkKeywords(n.childForFieldName('arguments'), sig, `${left.name}${side === 'sm' ? '.' : '#'}${method.text}`);
        if (method.text === 'new' && side === 'sm') return {k: 'inst', name: left.name};
        return valueOfRbs(sig.r, sig.owner ?? left.name);
      }
      default:
        return null;
    }
  }

  function checkKeywords(/** @type {any} */ args, /** @type {any} */ sig, /** @type {string} */ what) {
    if (!args || sig.anykw) return;
    const kws = sig.kw ?? [];
    for (const a of args.namedChildren) {
      if (a.type !== 'pair') continue;
      const key = a.childForFieldName('key');
      if (key?.type !== 'hash_key_symbol') continue;
      if (!kws.includes(key.text)) {
        report(
          key,
          `${what} has no keyword ${key.text}:${kws.length ? ` (nearest: ${nearest(key.text, kws)})` : ' (it takes no keywords)'}`,
        );
      }
    }
  }

  walk(root, (n) => {
    if (n.type === 'scope_resolution' && n.parent?.type !== 'scope_resolution') valueOf(n);
    else if (n.type === 'call') {
      valueOf(n);
      const method = n.childForFieldName('method');
      if (!n.childForFieldName('receiver') && method?.text === 'require') {
        const arg = n.childForFieldName('arguments')?.namedChildren[0];
        const lib = arg?.type === 'string' ? arg.text.slice(1, -1) : null;
        if (lib?.startsWith('temporalio') && !REQUIRES.has(lib))
          report(arg, `the gem has no file ${lib}.rb to require (nearest: ${nearest(lib, REQUIRES)})`);
      }
    } else if (n.type === 'class') {
      // Class-body DSL calls of SDK base classes (workflow_signal, activity_name …).
      const sup = n.childForFieldName('superclass')?.namedChildren[0];
      const base = sup ? valueOf(sup) : null;
      if (base?.k !== 'const') return;
      const m = methodsOf(base.name, 'sm');
      for (const stmt of n.childForFieldName('body')?.namedChildren ?? []) {
        const callee =
          stmt.type === 'identifier'
            ? stmt
            : stmt.type === 'call' && !stmt.childForFieldName('receiver')
              ? stmt.childForFieldName('method')
              : null;
        if (!callee || RUBY_CLASS_BODY.has(callee.text) || m.open) continue;
        const sig = m.methods.get(callee.text);
        if (!sig)
          report(
            callee,
            `${base.name} has no class method ${callee.text} (nearest: ${nearest(callee.text, m.methods.keys())})`,
          );
        else if (stmt.type === 'call')
          checkKeywords(stmt.childForFieldName('arguments'), sig, `${base.name}.${callee.text}`);
      }
    }
  });
  tree.delete();
  return [...new Set(out)];
}

if (MAIN) {
  let checked = 0;
  for (const b of blocks) {
    const name = `${b.page}:${b.line}`;
    if (b.nocheck !== null) {
      if (b.nocheck.trim().length < 10)
        results.push({name, ok: false, message: 'nocheck needs a reason (nocheck="…", 10+ characters)'});
      continue;
    }
    checked++;
    /** @type {string[]} */
    const problems = [];
    const s = syntax(b.body);
    if (s) problems.push(`${b.page}:${b.line + s.line}: ruby -c: ${s.message}`);
    for (const p of checkNames(b.body)) {
      const [line, ...rest] = p.split(':');
      problems.push(`${b.page}:${b.line + Number(line)}:${rest.join(':')}`);
    }
    results.push({name, ok: problems.length === 0, message: problems.join('\n') || undefined});
  }
  results.push(nocheckShare('ruby', nocheck.length, blocks.length));
  process.exit(
    finish(
      LABEL,
      results,
      `(${checked} blocks syntax- and name-checked, nocheck ${nocheck.length} of ${blocks.length} blocks; SDK ${manifest.tag})`,
    ),
  );
}

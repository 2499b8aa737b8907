#!/usr/bin/env node
// @ts-check
// .NET samples: the C# SDK cannot be installed here (no NuGet), so every ```csharp block on the site
// is (1) parsed with a C# grammar (tree-sitter-c-sharp, a WebAssembly build from npm) and fails on
// any syntax error, and (2) name-checked against manifests/sdk-dotnet.json, the public API of the
// pinned SDK release generated from its source by scripts/manifests/sdk-dotnet.mjs:
//   - `using Temporalio.…;` and every `Temporalio.…` qualified name must exist;
//   - a member used on an SDK type or on a value whose SDK type is known — `Workflow.X`,
//     `ActivityExecutionContext.Current.Info.X`, `client.X` where client came from
//     `TemporalClient.ConnectAsync` (or is an undeclared `client` in a fragment), a handle returned by
//     `client.GetWorkflowHandle`, … — must be a member of that type (or of its SDK base types);
//   - object initialisers (`new ActivityOptions { StartToCloseTimeout = … }`, target-typed
//     `new() { … }` passed to an SDK method or assigned to an SDK-typed property), `with { … }` on an
//     SDK record, named arguments (`new(id: …, taskQueue: …)`), attribute properties
//     (`[Workflow(VersioningBehavior = …)]`) and property patterns (`ApplicationFailureException
//     { ErrorType: … }`) may name only members/parameters the SDK has.
// Values whose type is not the SDK's (your own classes, lambdas' parameters, BCL types) are not
// checked. One test per block (name page:line); a block may opt out with nocheck="reason".
import {fileURLToPath} from 'node:url';
import {finish, nocheckShare} from './lib.mjs';
import {distance, nearest, startNameCheck, syntaxErrors} from './parsers.mjs';

const LABEL = 'dotnet samples';
const MAIN = process.argv[1] === fileURLToPath(import.meta.url);
const {blocks, results, nocheck, manifest, parser} = await startNameCheck({
  label: LABEL,
  langs: ['csharp', 'cs', 'c#'],
  manifest: 'sdk-dotnet.json',
  parser: 'csharp',
  main: MAIN,
});
const extra = () => `(nocheck ${nocheck.length} of ${blocks.length} blocks; SDK ${manifest.tag})`;

// ---- The manifest, indexed -------------------------------------------------------------------

/** @type {Record<string, any>} */
const TYPES = manifest.types;
const NAMESPACES = new Set(manifest.namespaces);
/** Types by their last name segment. @type {Map<string, string[]>} */
const bySimple = new Map();
for (const full of Object.keys(TYPES)) {
  const simple = full.split('.').pop() ?? full;
  bySimple.set(simple, [...(bySimple.get(simple) ?? []), full]);
}
/** Full names of the types nested in another type. */
const nested = new Set(
  Object.entries(TYPES).flatMap(([full, t]) => (t.n ?? []).map((/** @type {string} */ n) => `${full}.${n}`)),
);
const nsOf = (/** @type {string} */ full) => {
  const parts = full.split('.');
  while (parts.length && !NAMESPACES.has(parts.join('.'))) parts.pop();
  return parts.join('.');
};

// Members that every object has, and those of the BCL/protobuf base types the SDK's types extend.
const OBJECT = ['Equals', 'GetHashCode', 'GetType', 'ToString'];
/** @type {Record<string, string[] | null>} */
const EXTERNAL_BASES = {
  Exception: [
    'Message',
    'InnerException',
    'StackTrace',
    'Data',
    'Source',
    'HResult',
    'HelpLink',
    'TargetSite',
    'GetBaseException',
  ],
  Attribute: ['TypeId', 'Match', 'IsDefaultAttribute'],
  ICloneable: ['Clone'],
  IDisposable: ['Dispose'],
  IAsyncDisposable: ['DisposeAsync'],
  EventArgs: [],
};
// What a BCL interface (IComparable, IEnumerable, …) adds that a sample may call.
const EXTERNAL_INTERFACE = [
  'CompareTo',
  'GetEnumerator',
  'GetAsyncEnumerator',
  'Count',
  'Dispose',
  'DisposeAsync',
  'Clone',
];
const PROTO = [
  'Parser',
  'Descriptor',
  'Clone',
  'MergeFrom',
  'CalculateSize',
  'WriteTo',
  'ToByteArray',
  'ToByteString',
  'IsInitialized',
];

/** @type {Map<string, {names: Set<string>, open: boolean, props: Map<string, string[]>, methods: Map<string, any[]>, ctors: string[][], nestedTypes: Map<string, string>}>} */
const memberCache = new Map();
/** Everything a type has, with its SDK base types. @param {string} full */
function membersOf(full) {
  const cached = memberCache.get(full);
  if (cached) return cached;
  const out = {
    names: new Set(OBJECT),
    open: false,
    props: new Map(),
    methods: new Map(),
    ctors: /** @type {string[][]} */ ([]),
    nestedTypes: new Map(),
  };
  memberCache.set(full, out);
  const t = TYPES[full];
  if (!t) return out;
  const add = (/** @type {string} */ name) => out.names.add(name);
  for (const [n, ty] of Object.entries(t.p ?? {})) {
    add(n);
    out.props.set(n, [...(out.props.get(n) ?? []), /** @type {string} */ (ty)]);
  }
  for (const [n, sigs] of Object.entries(t.m ?? {})) {
    add(n);
    out.methods.set(n, [...(out.methods.get(n) ?? []), .../** @type {any[]} */ (sigs)]);
  }
  for (const n of t.e ?? []) {
    add(n);
    out.props.set(n, [full]);
  }
  for (const n of t.n ?? []) {
    add(n);
    out.nestedTypes.set(n, `${full}.${n}`);
  }
  out.ctors.push(...(t.c ?? []));
  if (t.proto) {
    PROTO.forEach(add);
    for (const n of Object.keys(t.p ?? {})) [`Has${n}`, `Clear${n}`].forEach(add);
  }
  if (t.k === 'enum') ['HasFlag', 'CompareTo'].forEach(add);
  if (t.k.startsWith('record')) ['Deconstruct', 'EqualityContract'].forEach(add);
  const simple = full.split('.').pop() ?? '';
  for (const [n, sigs] of Object.entries(manifest.extensions[simple] ?? {})) {
    add(n);
    out.methods.set(n, [...(out.methods.get(n) ?? []), .../** @type {any[]} */ (sigs)]);
  }
  for (const b of t.b ?? []) {
    const bases = resolveTypeText(b, nsOf(full));
    if (bases.length === 0) {
      const name = b.replace(/<.*$/, '').split('.').pop() ?? b;
      const known = EXTERNAL_BASES[name];
      if (known) known.forEach(add);
      else if (/^I[A-Z]/.test(name)) EXTERNAL_INTERFACE.forEach(add);
      else out.open = true; // a BCL or library base class: members we cannot list
      continue;
    }
    for (const base of bases) {
      const m = membersOf(base);
      m.names.forEach(add);
      if (m.open) out.open = true;
      for (const [k, v] of m.props) out.props.set(k, [...(out.props.get(k) ?? []), ...v]);
      for (const [k, v] of m.methods) out.methods.set(k, [...(out.methods.get(k) ?? []), ...v]);
      for (const [k, v] of m.nestedTypes) if (!out.nestedTypes.has(k)) out.nestedTypes.set(k, v);
    }
  }
  return out;
}

/**
 * The SDK types a type name from the manifest denotes (empty when it is not the SDK's).
 * @param {string} text @param {string} [ns] the namespace it was written in
 * @returns {string[]}
 */
function resolveTypeText(text, ns = '') {
  const bare = text.replace(/^global::/, '').replace(/\?$/, '');
  const name = outerName(bare);
  if (!name) return [];
  if (TYPES[name]) return [name];
  const segs = name.split('.');
  const cands = (bySimple.get(segs[segs.length - 1]) ?? []).filter((f) => f.endsWith(`.${name}`) || f === name);
  if (cands.length <= 1) return cands;
  const local = cands.filter((c) => ns && nsOf(c) === ns);
  if (local.length) return local;
  const nonApi = cands.filter((c) => !c.startsWith('Temporalio.Api.'));
  return nonApi.length ? nonApi : cands;
}
/** `Task<X<Y>>` → `Task`; `A.B<C>.D` → `A.B.D`. */
function outerName(/** @type {string} */ text) {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '<') depth++;
    else if (ch === '>') depth--;
    else if (depth === 0) out += ch;
  }
  return out.replace(/\[\]$/, '');
}
/** The first generic argument of a type's text. */
function firstTypeArg(/** @type {string} */ text) {
  const i = text.indexOf('<');
  if (i < 0) return null;
  let depth = 0;
  for (let j = i + 1; j < text.length; j++) {
    const ch = text[j];
    if (ch === '<') depth++;
    else if (ch === '>') {
      if (depth === 0) return text.slice(i + 1, j);
      depth--;
    } else if (ch === ',' && depth === 0) return text.slice(i + 1, j);
  }
  return null;
}

/** The type of a manifest parameter ("name:Type=" → "Type"). */
const paramType = (/** @type {string} */ p) => p.slice(p.indexOf(':') + 1).replace(/(=|\.\.\.)$/, '');
/** Whether a call with n arguments fits a parameter list (optional parameters end in '=', params arrays in '...'). */
function fits(/** @type {string[]} */ params, /** @type {number} */ n) {
  const required = params.filter((p) => !p.endsWith('=') && !p.endsWith('...')).length;
  return n >= required && (n <= params.length || params.some((p) => p.endsWith('...')));
}

// ---- Values: what an expression is, as far as the SDK is concerned -------------------------

/**
 * @typedef {{k: 'type', names: string[]} | {k: 'inst', names: string[]} | {k: 'task', inner: Val | null}
 *   | {k: 'seq', inner: Val | null} | {k: 'ns', name: string}} Val
 */
const TASKS = new Set(['Task', 'ValueTask']);
const SEQS = new Set([
  'IEnumerable',
  'IAsyncEnumerable',
  'IReadOnlyCollection',
  'IReadOnlyList',
  'IList',
  'ICollection',
  'List',
  'RepeatedField',
]);
/** The value of an expression of a type written in the manifest. @returns {Val | null} */
function valueOfTypeText(/** @type {string} */ text, /** @type {string} */ ns = '') {
  const bare = text.replace(/\?$/, '');
  const outer = outerName(bare).split('.').pop() ?? '';
  if (bare.endsWith('[]')) {
    const el = valueOfTypeText(bare.slice(0, -2), ns);
    return el ? {k: 'seq', inner: el} : null;
  }
  if (TASKS.has(outer)) {
    const arg = firstTypeArg(bare);
    return {k: 'task', inner: arg ? valueOfTypeText(arg, ns) : null};
  }
  if (SEQS.has(outer)) {
    const arg = firstTypeArg(bare);
    return {k: 'seq', inner: arg ? valueOfTypeText(arg, ns) : null};
  }
  const names = resolveTypeText(bare, ns);
  return names.length ? {k: 'inst', names} : null;
}
/**
 * The common value of several signatures' types (null unless they agree on SDK types).
 * @param {(Val | null)[]} vals
 * @returns {Val | null}
 */
function unionOf(vals) {
  if (vals.length === 0 || vals.some((v) => v === null)) return null;
  const all = /** @type {Val[]} */ (vals);
  if (all.every((v) => v.k === 'inst')) {
    return {k: 'inst', names: [...new Set(all.flatMap((v) => /** @type {any} */ (v).names))]};
  }
  if (all.every((v) => v.k === 'task'))
    return {k: 'task', inner: unionOf(all.map((v) => /** @type {any} */ (v).inner))};
  if (all.every((v) => v.k === 'seq')) return {k: 'seq', inner: unionOf(all.map((v) => /** @type {any} */ (v).inner))};
  return null;
}

// Names that fragments use without declaring them, with the SDK type the page means.
const CONVENTIONAL = {
  client: ['Temporalio.Client.ITemporalClient', 'Temporalio.Client.TemporalClient'],
  replayer: ['Temporalio.Worker.WorkflowReplayer'],
};
// Simple names that are also common BCL types: resolved to the SDK only when its namespace is imported.
const BCL_TOO = new Set(['Mutex', 'Semaphore', 'Timer', 'Metric', 'RpcException', 'Schedule']);
// Type and namespace names that the site's C# blocks declare: a name used but not declared in one
// block may be declared in another (a page's Workflow and its Activities), so it is not an SDK typo.
const SITE_NAMES = new Set(
  blocks.flatMap((b) =>
    [...b.body.matchAll(/\b(?:class|record|interface|struct|enum|namespace|using)\s+([\w.]+)/g)].flatMap((m) =>
      m[1].split('.'),
    ),
  ),
);
// BCL types whose names are close to an SDK type's.
const BCL_NAMES = new Set(['Exception', 'Activity', 'Meter', 'Timer', 'Random', 'Environment', 'Attribute']);

/**
 * Checks one C# block; returns "line: message" strings (line relative to the block).
 * @param {string} code
 */
export function checkBlock(code) {
  const tree = parser.parse(code);
  const root = tree.rootNode;
  const errors = syntaxErrors(root).map((e) => `syntax error ${e}`);
  if (errors.length) {
    tree.delete();
    return errors;
  }
  /** @type {string[]} */
  const out = [];
  const report = (/** @type {any} */ node, /** @type {string} */ msg) =>
    out.push(`${node.startPosition.row + 1}:${node.startPosition.column + 1}: ${msg}`);

  // What the block declares and imports.
  /** @type {string[]} */
  const usings = [];
  const userTypes = new Set();
  /** @type {Map<string, {pos: number, type: any, value: any, kind: string}[]>} */
  const locals = new Map();
  const declare = (/** @type {string} */ name, /** @type {any} */ entry) =>
    locals.set(name, [...(locals.get(name) ?? []), entry]);
  const walk = (/** @type {any} */ n, /** @type {(n: any) => void} */ f) => {
    f(n);
    for (const c of n.namedChildren) walk(c, f);
  };
  walk(root, (n) => {
    if (n.type === 'using_directive') {
      const name = n.namedChildren.find(
        (/** @type {any} */ c) => /qualified_name|identifier/.test(c.type) && c.id !== n.childForFieldName('name')?.id,
      );
      const alias = n.childForFieldName('name');
      const target = alias ? n.namedChildren.filter((/** @type {any} */ c) => c.id !== alias.id).pop() : name;
      if (target && !alias && !n.text.includes(' static ')) usings.push(target.text.replace(/\s+/g, ''));
      if (target?.text.startsWith('Temporalio')) {
        const t = target.text.replace(/\s+/g, '');
        if (!NAMESPACES.has(t) && !TYPES[t]) {
          report(
            target,
            `no namespace ${t} in the SDK (nearest: ${nearest(t, [...NAMESPACES, ...Object.keys(TYPES)])})`,
          );
        }
      }
    } else if (/^(class|struct|interface|record|record_struct|enum|delegate)_declaration$/.test(n.type)) {
      const name = n.childForFieldName('name')?.text;
      if (name) userTypes.add(name);
    } else if (n.type === 'variable_declaration') {
      const type = n.childForFieldName('type');
      for (const d of n.namedChildren.filter((/** @type {any} */ c) => c.type === 'variable_declarator')) {
        const name = d.childForFieldName('name');
        const value = d.namedChildren.find(
          (/** @type {any} */ c) => c.id !== name.id && c.type !== 'bracketed_argument_list',
        );
        declare(name.text, {pos: d.startIndex, type: type.type === 'implicit_type' ? null : type, value, kind: 'var'});
      }
    } else if (n.type === 'parameter' || n.type === 'catch_declaration') {
      const name = n.childForFieldName('name');
      if (name) declare(name.text, {pos: n.startIndex, type: n.childForFieldName('type'), value: null, kind: 'param'});
    } else if (n.type === 'foreach_statement') {
      const left = n.childForFieldName('left');
      const type = n.childForFieldName('type');
      if (left?.type === 'identifier') {
        declare(left.text, {
          pos: n.startIndex,
          type: type && type.type !== 'implicit_type' ? type : null,
          value: n.childForFieldName('right'),
          kind: 'foreach',
        });
      }
    } else if (n.type === 'property_declaration') {
      const name = n.childForFieldName('name');
      declare(name.text, {pos: 0, type: n.childForFieldName('type'), value: null, kind: 'param'});
    } else if (
      n.type === 'lambda_expression' ||
      n.type === 'declaration_expression' ||
      n.type === 'declaration_pattern'
    ) {
      // Untyped lambda parameters, `out var x` and `is T x`: declared, type unknown unless written.
      const ids =
        n.type === 'lambda_expression'
          ? n.namedChildren.filter((/** @type {any} */ c) => c.type === 'identifier').slice(0, 1)
          : [n.childForFieldName('name')];
      for (const id of ids.filter(Boolean))
        declare(id.text, {pos: n.startIndex, type: n.childForFieldName('type'), value: null, kind: 'param'});
    }
  });
  const fragment = usings.length === 0;

  /** The SDK types a simple type name in the block denotes. @returns {string[]} */
  function sdkTypesNamed(/** @type {string} */ name) {
    if (userTypes.has(name)) return [];
    const cands = (bySimple.get(name) ?? []).filter((f) => !nested.has(f));
    if (!cands.length) return [];
    const imported = cands.filter((c) => usings.includes(nsOf(c)));
    if (imported.length) return imported;
    if (BCL_TOO.has(name) || !fragment) {
      // A complete file that does not import the namespace does not mean the SDK's type.
      if (!fragment && !cands.some((c) => !c.startsWith('Temporalio.Api.'))) return [];
      if (BCL_TOO.has(name)) return [];
    }
    const nonApi = cands.filter((c) => !c.startsWith('Temporalio.Api.'));
    return nonApi.length ? nonApi : cands;
  }
  /** The SDK types a type node in the block denotes. */
  function typeNode(/** @type {any} */ t) {
    if (!t) return [];
    if (t.type === 'nullable_type') return typeNode(t.childForFieldName('type'));
    if (t.type === 'identifier') return sdkTypesNamed(t.text);
    if (t.type === 'generic_name') return sdkTypesNamed(t.namedChildren[0].text);
    if (t.type === 'qualified_name') {
      const v = valueOf(t);
      return v?.k === 'type' ? v.names : [];
    }
    return [];
  }
  /** @returns {Val | null} the value of a variable's declaration */
  function valueOfTypeNode(/** @type {any} */ t) {
    if (!t) return null;
    if (t.type === 'nullable_type') return valueOfTypeNode(t.childForFieldName('type'));
    if (t.type === 'generic_name') {
      const name = t.namedChildren[0].text;
      const args = t.namedChildren[1]?.namedChildren ?? [];
      if (TASKS.has(name)) return {k: 'task', inner: valueOfTypeNode(args[0])};
      if (SEQS.has(name)) return {k: 'seq', inner: valueOfTypeNode(args[0])};
    }
    if (t.type === 'array_type') {
      const el = valueOfTypeNode(t.childForFieldName('type'));
      return el ? {k: 'seq', inner: el} : null;
    }
    const names = typeNode(t);
    return names.length ? {k: 'inst', names} : null;
  }

  const memo = new Map();
  const inProgress = new Set();
  /** @returns {Val | null} */
  function valueOf(/** @type {any} */ n) {
    if (!n) return null;
    const key = n.id;
    if (memo.has(key)) return memo.get(key);
    if (inProgress.has(key)) return null;
    inProgress.add(key);
    const v = compute(n);
    inProgress.delete(key);
    memo.set(key, v);
    return v;
  }
  /** @returns {Val | null} */
  function compute(/** @type {any} */ n) {
    switch (n.type) {
      case 'identifier': {
        const decls = locals.get(n.text);
        if (decls) {
          const before = decls.filter((d) => d.pos <= n.startIndex);
          const d = before.length ? before[before.length - 1] : decls[0];
          if (d.type) return valueOfTypeNode(d.type);
          if (d.kind === 'foreach') {
            const seq = valueOf(d.value);
            return seq?.k === 'seq' ? seq.inner : null;
          }
          return d.value ? valueOf(d.value) : null;
        }
        if (n.text === 'Temporalio') return {k: 'ns', name: 'Temporalio'};
        const types = sdkTypesNamed(n.text);
        if (types.length) return {k: 'type', names: types};
        const conv = /** @type {Record<string, string[]>} */ (CONVENTIONAL)[n.text];
        return conv ? {k: 'inst', names: conv} : null;
      }
      case 'generic_name': {
        const types = sdkTypesNamed(n.namedChildren[0].text);
        return types.length ? {k: 'type', names: types} : null;
      }
      case 'parenthesized_expression':
        return valueOf(n.namedChildren[0]);
      case 'await_expression': {
        const v = valueOf(n.namedChildren[0]);
        return v?.k === 'task' ? v.inner : null;
      }
      case 'cast_expression':
        return valueOfTypeNode(n.childForFieldName('type'));
      case 'object_creation_expression':
        return valueOfTypeNode(n.childForFieldName('type'));
      case 'implicit_object_creation_expression': {
        const names = targetTypes(n);
        return names.length ? {k: 'inst', names} : null;
      }
      case 'with_expression':
        return valueOf(n.namedChildren[0]);
      case 'qualified_name':
      case 'member_access_expression': {
        const left = n.childForFieldName(n.type === 'qualified_name' ? 'qualifier' : 'expression');
        const nameNode = n.childForFieldName('name');
        return member(valueOf(left), nameNode);
      }
      case 'conditional_access_expression': {
        const binding = n.namedChildren.find((/** @type {any} */ c) => c.type === 'member_binding_expression');
        return binding ? member(valueOf(n.childForFieldName('condition')), binding.childForFieldName('name')) : null;
      }
      case 'invocation_expression': {
        const fn = n.childForFieldName('function');
        const callee = valueOf(fn);
        checkNamedArgs(n.childForFieldName('arguments'), calleeSigs(fn), fn.text);
        if (callee && /** @type {any} */ (callee).k === 'method') {
          const {sigs, ns} = /** @type {any} */ (callee);
          return unionOf(sigs.map((/** @type {any} */ s) => valueOfTypeText(s.r, ns)));
        }
        return null;
      }
      default:
        return null;
    }
  }
  /** The method signatures an invoked expression denotes (empty when unknown). */
  function calleeSigs(/** @type {any} */ fn) {
    const v = valueOf(fn);
    return v && /** @type {any} */ (v).k === 'method' ? /** @type {any} */ (v).sigs : [];
  }

  /**
   * `left.name`: checks that name is a member of left's SDK type and returns its value.
   * @param {Val | null} left @param {any} nameNode
   * @returns {Val | null}
   */
  function member(left, nameNode) {
    if (!left || !nameNode) return null;
    const name = nameNode.type === 'generic_name' ? nameNode.namedChildren[0].text : nameNode.text;
    if (left.k === 'ns') {
      const full = `${left.name}.${name}`;
      if (NAMESPACES.has(full)) return {k: 'ns', name: full};
      if (TYPES[full]) return {k: 'type', names: [full]};
      const here = [...NAMESPACES, ...Object.keys(TYPES)]
        .filter((x) => x.startsWith(`${left.name}.`))
        .map((x) => x.slice(left.name.length + 1).split('.')[0]);
      report(nameNode, `no ${name} in namespace ${left.name} (nearest: ${left.name}.${nearest(name, new Set(here))})`);
      return null;
    }
    if (left.k !== 'type' && left.k !== 'inst') return null;
    const all = left.names.map(membersOf);
    if (all.some((m) => m.open)) {
      // A base type we cannot list: only follow what we know.
      if (!all.some((m) => m.names.has(name))) return null;
    } else if (!all.some((m) => m.names.has(name))) {
      const names = new Set(all.flatMap((m) => [...m.names].filter((x) => !OBJECT.includes(x))));
      report(nameNode, `${left.names.join(' / ')} has no member ${name} (nearest: ${nearest(name, names)})`);
      return null;
    }
    const ns = nsOf(left.names[0]);
    for (const m of all) {
      const nt = m.nestedTypes.get(name);
      if (nt) return {k: 'type', names: [nt]};
    }
    const sigs = all.flatMap((m) => m.methods.get(name) ?? []);
    if (sigs.length) return /** @type {any} */ ({k: 'method', sigs, ns});
    const props = all.flatMap((m) => m.props.get(name) ?? []);
    return unionOf(props.map((p) => valueOfTypeText(p, ns)));
  }

  /** Named arguments must be parameters of some overload. */
  function checkNamedArgs(/** @type {any} */ args, /** @type {any[]} */ sigs, /** @type {string} */ what) {
    if (!args || !sigs.length) return;
    for (const a of args.namedChildren) {
      const nm = a.childForFieldName?.('name');
      if (!nm) continue;
      const ok = sigs.some((s) => s.a.some((/** @type {string} */ p) => p.split(':')[0] === nm.text));
      if (!ok) {
        const names = new Set(sigs.flatMap((s) => s.a.map((/** @type {string} */ p) => p.split(':')[0])));
        report(nm, `${what.split('(')[0]} has no parameter ${nm.text} (nearest: ${nearest(nm.text, names)})`);
      }
    }
  }

  /** The SDK types a target-typed `new(…)` creates, from where it stands. @returns {string[]} */
  function targetTypes(/** @type {any} */ n) {
    const parent = n.parent;
    if (!parent) return [];
    if (parent.type === 'variable_declarator') {
      const decl = parent.parent;
      return decl?.type === 'variable_declaration' ? typeNode(decl.childForFieldName('type')) : [];
    }
    if (parent.type === 'argument') {
      const list = parent.parent;
      const call = list?.parent;
      if (!call) return [];
      /** @type {any[]} */
      let sigs = [];
      if (call.type === 'invocation_expression') sigs = calleeSigs(call.childForFieldName('function'));
      else if (call.type === 'object_creation_expression' || call.type === 'implicit_object_creation_expression') {
        const v = valueOf(call);
        sigs = v?.k === 'inst' ? v.names.flatMap((t) => membersOf(t).ctors.map((a) => ({a, r: ''}))) : [];
      }
      const args = list.namedChildren.filter((/** @type {any} */ c) => c.type === 'argument');
      const index = args.findIndex((/** @type {any} */ a) => a.id === parent.id);
      const named = parent.childForFieldName('name')?.text;
      const tys = sigs
        .filter((s) => named || fits(s.a, args.length))
        .map((s) => {
          const p = named
            ? s.a.find((/** @type {string} */ x) => x.split(':')[0] === named)
            : s.a[Math.min(index, s.a.length - 1)];
          return p ? paramType(p) : null;
        })
        .filter(Boolean);
      return [...new Set(tys.flatMap((t) => resolveTypeText(/** @type {string} */ (t))))];
    }
    if (parent.type === 'assignment_expression' && parent.parent?.type === 'initializer_expression') {
      const owner = valueOf(parent.parent.parent);
      const left = parent.childForFieldName('left');
      if (owner?.k !== 'inst' || left?.type !== 'identifier') return [];
      const props = owner.names.flatMap((t) => membersOf(t).props.get(left.text) ?? []);
      return [...new Set(props.flatMap((p) => resolveTypeText(p, nsOf(owner.names[0]))))];
    }
    if (parent.type === 'with_initializer') {
      const owner = valueOf(parent.parent?.namedChildren[0]);
      const prop = parent.namedChildren[0];
      if (owner?.k !== 'inst' || prop?.type !== 'identifier') return [];
      const props = owner.names.flatMap((t) => membersOf(t).props.get(prop.text) ?? []);
      return [...new Set(props.flatMap((p) => resolveTypeText(p, nsOf(owner.names[0]))))];
    }
    return [];
  }

  /** What takes the value of a node: the SDK method, constructor or property it is passed to. */
  function fnName(/** @type {any} */ n) {
    const p = n.parent;
    if (p?.type === 'argument') {
      const call = p.parent?.parent;
      if (call?.type === 'invocation_expression') return call.childForFieldName('function').text.replace(/\s+/g, '');
      if (call?.type === 'object_creation_expression') return `new ${call.childForFieldName('type').text}(…)`;
      return 'new(…)';
    }
    if (p?.type === 'assignment_expression') return p.childForFieldName('left').text;
    return 'it';
  }

  /** The properties set in an initialiser (`{ A = …, B = … }`) must exist on the type. */
  function checkInitializer(/** @type {Val | null} */ owner, /** @type {any[]} */ names) {
    if (owner?.k !== 'inst') return;
    const all = owner.names.map(membersOf);
    if (all.some((m) => m.open)) return;
    for (const nm of names) {
      if (!all.some((m) => m.names.has(nm.text))) {
        const props = new Set(all.flatMap((m) => [...m.props.keys()]));
        report(nm, `${owner.names.join(' / ')} has no property ${nm.text} (nearest: ${nearest(nm.text, props)})`);
      }
    }
  }

  /** A name in a type position that is no SDK type but is close to one (FailureConverterOptions). */
  function checkTypeName(/** @type {any} */ id) {
    const name = id.text;
    if (!/^[A-Z]\w{4,}$/.test(name) || userTypes.has(name) || SITE_NAMES.has(name) || BCL_NAMES.has(name)) return;
    if (locals.has(name) || sdkTypesNamed(name).length || bySimple.has(name)) return;
    const scope = Object.keys(TYPES).filter(
      (f) => !nested.has(f) && (fragment ? !f.startsWith('Temporalio.Api.') : usings.includes(nsOf(f))),
    );
    const simple = scope.map((f) => f.split('.').pop() ?? f);
    const close = simple.filter((t) => distance(name, t) <= (name.length >= 10 ? 2 : 1));
    if (close.length) report(id, `no type ${name} in the SDK (nearest: ${nearest(name, close)})`);
  }
  const TYPE_PARENTS = new Set([
    'object_creation_expression',
    'variable_declaration',
    'parameter',
    'base_list',
    'catch_declaration',
    'type_argument_list',
    'cast_expression',
    'typeof_expression',
    'nullable_type',
    'array_type',
    'recursive_pattern',
    'declaration_pattern',
    'type_pattern',
    'property_declaration',
  ]);

  walk(root, (n) => {
    if (n.type === 'identifier' && n.parent) {
      const p = n.parent;
      const typePos =
        (TYPE_PARENTS.has(p.type) &&
          (p.childForFieldName('type')?.id === n.id || /base_list|type_argument_list/.test(p.type))) ||
        (p.type === 'member_access_expression' && p.childForFieldName('expression')?.id === n.id) ||
        (p.type === 'qualified_name' && p.childForFieldName('qualifier')?.id === n.id) ||
        (p.type === 'generic_name' && p.namedChildren[0]?.id === n.id && TYPE_PARENTS.has(p.parent?.type ?? ''));
      if (typePos) checkTypeName(n);
    }
    switch (n.type) {
      case 'member_access_expression':
      case 'conditional_access_expression':
      case 'invocation_expression':
        valueOf(n);
        break;
      case 'qualified_name':
        if (
          n.text.startsWith('Temporalio') &&
          n.parent?.type !== 'using_directive' &&
          n.parent?.type !== 'qualified_name'
        )
          valueOf(n);
        break;
      case 'object_creation_expression':
      case 'implicit_object_creation_expression': {
        const v = valueOf(n);
        const typeId = n.childForFieldName('type');
        if (!v && typeId?.type === 'identifier' && !userTypes.has(typeId.text) && !SITE_NAMES.has(typeId.text)) {
          // `new X(…)` where the SDK expects one of its own classes, and X is none of the SDK's.
          const expected = targetTypes(n).filter((t) => /^(class|record)$/.test(TYPES[t]?.k ?? ''));
          if (expected.length && !locals.has(typeId.text)) {
            report(
              typeId,
              `no type ${typeId.text} in the SDK; ${fnName(n)} takes a ${expected.map((t) => t.split('.').pop()).join(' / ')}`,
            );
          }
        }
        if (v?.k === 'inst') {
          const argc =
            (
              n.childForFieldName('arguments') ??
              n.namedChildren.find((/** @type {any} */ c) => c.type === 'argument_list')
            )?.namedChildren.filter((/** @type {any} */ c) => c.type === 'argument').length ?? 0;
          const open = v.names.flatMap((t) => TYPES[t]?.c ?? []).some((a) => fits(a, argc));
          const shut = v.names.flatMap((t) => TYPES[t]?.cp ?? []).some((a) => fits(a, argc));
          if (!open && shut) {
            report(
              n,
              `the constructor of ${v.names[0].split('.').pop()} that takes ${argc} argument(s) is protected (for subclasses); public: ${v.names.flatMap((t) => (TYPES[t]?.c ?? []).map((/** @type {string[]} */ a) => `(${a.join(', ')})`)).join(' ') || 'none'}`,
            );
          }
          const sigs = v.names.flatMap((t) => membersOf(t).ctors.map((a) => ({a, r: ''})));
          checkNamedArgs(
            n.childForFieldName('arguments') ??
              n.namedChildren.find((/** @type {any} */ c) => c.type === 'argument_list'),
            sigs,
            `new ${v.names[0].split('.').pop()}`,
          );
        }
        const init =
          n.childForFieldName('initializer') ??
          n.namedChildren.find((/** @type {any} */ c) => c.type === 'initializer_expression');
        if (init) {
          const names = init.namedChildren
            .filter(
              (/** @type {any} */ c) =>
                c.type === 'assignment_expression' && c.childForFieldName('left')?.type === 'identifier',
            )
            .map((/** @type {any} */ c) => c.childForFieldName('left'));
          checkInitializer(v, names);
        }
        break;
      }
      case 'with_expression': {
        // One with_initializer per `Name = value`.
        const names = n.namedChildren
          .filter((/** @type {any} */ c) => c.type === 'with_initializer')
          .map((/** @type {any} */ init) => init.namedChildren[0])
          .filter((/** @type {any} */ c) => c?.type === 'identifier');
        checkInitializer(valueOf(n.namedChildren[0]), names);
        break;
      }
      case 'attribute': {
        const name = n.childForFieldName('name');
        const base = name?.text.split('.').pop();
        const types = base
          ? [...sdkTypesNamed(`${base}Attribute`), ...sdkTypesNamed(base)].filter((t) => t.endsWith('Attribute'))
          : [];
        if (!types.length) break;
        const args = n.namedChildren.find((/** @type {any} */ c) => c.type === 'attribute_argument_list');
        const named = (args?.namedChildren ?? [])
          .map((/** @type {any} */ a) => a.childForFieldName('name'))
          .filter(Boolean);
        checkInitializer({k: 'inst', names: types}, named);
        break;
      }
      case 'recursive_pattern': {
        const types = typeNode(n.childForFieldName('type'));
        if (!types.length) break;
        const clause = n.namedChildren.find((/** @type {any} */ c) => c.type === 'property_pattern_clause');
        const names = (clause?.namedChildren ?? [])
          .filter(
            (/** @type {any} */ c) =>
              c.type === 'subpattern' && c.namedChildren[0]?.type === 'identifier' && c.namedChildren.length > 1,
          )
          .map((/** @type {any} */ c) => c.namedChildren[0]);
        checkInitializer({k: 'inst', names: types}, names);
        break;
      }
      default:
    }
  });
  tree.delete();
  return [...new Set(out)];
}

let checked = 0;
for (const b of MAIN ? blocks : []) {
  const name = `${b.page}:${b.line}`;
  if (b.nocheck !== null) {
    if (b.nocheck.trim().length < 10)
      results.push({name, ok: false, message: 'nocheck needs a reason (nocheck="…", 10+ characters)'});
    continue;
  }
  checked++;
  const problems = checkBlock(b.body).map((p) => {
    const [line, ...rest] = p.split(':');
    return `${b.page}:${b.line + Number(line)}:${rest.join(':')}`;
  });
  results.push({name, ok: problems.length === 0, message: problems.join('\n') || undefined});
}
if (MAIN) results.push(nocheckShare('csharp', nocheck.length, blocks.length));
if (MAIN) process.exit(finish(LABEL, results, `(${checked} blocks parsed and name-checked, ${extra().slice(1)}`));

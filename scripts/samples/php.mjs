#!/usr/bin/env node
// @ts-check
// PHP samples: the PHP SDK cannot be installed here (no Packagist), so every ```php block on the site
// is (1) syntax-checked with `php -l` (Debian's php-cli), wrapped as needed — a block without
// `<?php` gets one; a fragment of methods goes inside a class, a fragment of statements inside a
// function, its `use` lines hoisted — and (2) name-checked against manifests/sdk-php.json, the
// public API of the pinned SDK release generated from its source by scripts/manifests/sdk-php.mjs:
//   - `use Temporal\…;` and every `\Temporal\…` name must be a class or namespace of the SDK;
//   - `Workflow::x()`, `Activity::x()`, `ActivityOptions::new()->withX()…`, `X::CONSTANT`,
//     `X::Case` on an SDK class, and `->x()` / `->x` on a value whose SDK type is known (a chain
//     from an SDK call, `new X(…)` of an SDK class, a variable assigned from one, a typed parameter,
//     `$this->prop` of a typed property, an undeclared `$client` in a fragment) must exist;
//   - named arguments of SDK methods and constructors, and of SDK attributes
//     (`#[WorkflowMethod(name: …)]`), must be parameters the SDK has.
// Temporal\Api\* (protobuf classes from roadrunner-php/roadrunner-api-dto) and
// Temporal\OpenTelemetry\* (temporal/open-telemetry-interceptors) are other packages and not checked.
// One test per block (name page:line); a block may opt out with nocheck="reason".
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {finish, nocheckShare} from './lib.mjs';
import {distance, nearest, startNameCheck} from './parsers.mjs';

const LABEL = 'php samples';
const MAIN = process.argv[1] === fileURLToPath(import.meta.url);
const {blocks, results, nocheck, manifest, parser} = await startNameCheck({
  label: LABEL,
  langs: ['php'],
  manifest: 'sdk-php.json',
  parser: 'php',
  main: MAIN,
  tool: {cmd: 'php', install: "install Debian's php-cli package (apt-get install php-cli)"},
});
/** @type {Record<string, any>} */
const TYPES = manifest.types;
const NAMESPACES = new Set(manifest.namespaces);
const OTHER_PACKAGES = /^Temporal\\(Api|OpenTelemetry)(\\|$)/;
/** @type {Map<string, string[]>} */
const byShort = new Map();
for (const full of Object.keys(TYPES)) {
  const short = full.split('\\').pop() ?? full;
  byShort.set(short, [...(byShort.get(short) ?? []), full]);
}

// ---- Syntax: php -l on the block, wrapped as needed ------------------------------------------

/** @type {string | null} */
let TMP = null;
/**
 * Lints a block; returns null when one wrapping of it is valid PHP, else the error of the wrapping
 * that got furthest, with its line in the block.
 * @param {string} code
 */
export function lint(code) {
  const lines = code.split('\n');
  const hasTag = /^\s*<\?php/.test(code);
  // Leading `use`/`declare`/`namespace` lines stay at file level when the rest is wrapped.
  let head = 0;
  if (!hasTag) {
    while (
      head < lines.length &&
      /^\s*(use\s+[\\\w{},\s]+;|declare\(.*\);|namespace\s+[\\\w]+;|\/\/.*|)\s*$/.test(lines[head])
    )
      head++;
  }
  const top = lines.slice(0, head);
  const body = lines.slice(head);
  // Each attempt: its source, and how a line of it maps back to a line of the block.
  const topLines = Math.max(top.length, 1);
  const wrappedLine = (/** @type {number} */ l) => (l <= 1 + topLines ? l - 1 : head + (l - 2 - topLines));
  /** @type {[string, (l: number) => number][]} */
  const attempts = hasTag
    ? [[code, (l) => l]]
    : [
        [`<?php\n${code}`, (l) => l - 1],
        [`<?php\n${top.join('\n')}\nfinal class __Sample {\n${body.join('\n')}\n}`, wrappedLine],
        [`<?php\n${top.join('\n')}\nfunction __sample() {\n${body.join('\n')}\n}`, wrappedLine],
      ];
  let best = {line: -1, message: ''};
  for (const [source, toBlock] of attempts) {
    TMP ??= fs.mkdtempSync(path.join(os.tmpdir(), 'php-samples-'));
    const file = path.join(TMP, 'block.php');
    fs.writeFileSync(file, source);
    const r = spawnSync('php', ['-d', 'display_errors=stderr', '-l', file], {encoding: 'utf8'});
    if (r.status === 0) return null;
    const msg = `${r.stderr}${r.stdout}`.split('\n').find((l) => /error/i.test(l)) ?? `${r.stderr}${r.stdout}`.trim();
    const m = msg.match(/on line (\d+)/);
    const line = m ? Math.max(1, Math.min(lines.length, toBlock(Number(m[1])))) : 0;
    if (line > best.line)
      best = {
        line,
        message: msg
          .replace(/ in \S+block\.php on line \d+/, '')
          .replace(/^PHP /, '')
          .trim(),
      };
  }
  return best;
}

// ---- Names --------------------------------------------------------------------------------------

/** Everything a class has, with its parents, interfaces and traits. */
const memberCache = new Map();
function membersOf(/** @type {string} */ full) {
  if (memberCache.has(full)) return memberCache.get(full);
  const out = {methods: new Map(), consts: new Set(['class']), props: new Set(), open: false};
  memberCache.set(full, out);
  const t = TYPES[full];
  if (!t) {
    out.open = true;
    return out;
  }
  for (const [n, sig] of Object.entries(t.m ?? {})) if (!out.methods.has(n)) out.methods.set(n, {...sig, owner: full});
  (t.c ?? []).forEach((/** @type {string} */ c) => out.consts.add(c));
  (t.cases ?? []).forEach((/** @type {string} */ c) => out.consts.add(c));
  (t.p ?? []).forEach((/** @type {string} */ p) => out.props.add(p));
  if (t.k === 'enum') ['name', 'value'].forEach((p) => out.props.add(p));
  if (t.k === 'enum') ['cases', 'from', 'tryFrom'].forEach((m) => out.methods.set(m, {a: ['value'], s: 1}));
  for (const parent of [...(t.ext ?? []), ...(t.impl ?? []), ...(t.traits ?? [])]) {
    if (!TYPES[parent]) {
      // A PHP built-in (\Exception, \JsonSerializable …) or another package: members we cannot list.
      if (!/^(JsonSerializable|Stringable|Countable|IteratorAggregate|Traversable|ArrayAccess)$/.test(parent))
        out.open = true;
      continue;
    }
    const m = membersOf(parent);
    for (const [k, v] of m.methods) if (!out.methods.has(k)) out.methods.set(k, v);
    m.consts.forEach((/** @type {string} */ c) => out.consts.add(c));
    m.props.forEach((/** @type {string} */ p) => out.props.add(p));
    if (m.open) out.open = true;
  }
  // Facades forward to the instance they wrap; magic methods make members we cannot list.
  if (out.methods.has('__call') || out.methods.has('__get')) out.open = true;
  return out;
}

// Variables that fragments use without declaring them, with the SDK type the page means.
const CONVENTIONAL = {
  client: 'Temporal\\Client\\WorkflowClientInterface',
  workflowClient: 'Temporal\\Client\\WorkflowClientInterface',
  scheduleClient: 'Temporal\\Client\\ScheduleClientInterface',
};
const SITE_NAMES = new Set(
  blocks.flatMap((b) => [...b.body.matchAll(/\b(?:class|interface|trait|enum)\s+(\w+)/g)].map((m) => m[1])),
);

/** Name-checks one PHP block; returns "line:col: message" strings. @param {string} code */
export function checkNames(code) {
  const hasTag = /^\s*<\?php/.test(code);
  const source = hasTag ? code : `<?php\n${code}`;
  const shift = hasTag ? 0 : 1;
  const tree = parser.parse(source);
  const root = tree.rootNode;
  /** @type {string[]} */
  const out = [];
  const report = (/** @type {any} */ node, /** @type {string} */ msg) =>
    out.push(`${node.startPosition.row + 1 - shift}:${node.startPosition.column + 1}: ${msg}`);
  const walk = (/** @type {any} */ n, /** @type {(n: any) => void} */ f) => {
    f(n);
    for (const c of n.namedChildren) walk(c, f);
  };

  let ns = '';
  /** @type {Map<string, string>} */
  const uses = new Map();
  const declared = new Set();
  /** @type {Map<string, any[]>} variable name → assigned expressions / declared types */
  const vars = new Map();
  /** @type {Map<string, string>} $this->prop → declared class */
  const props = new Map();
  walk(root, (n) => {
    if (n.type === 'namespace_definition') ns = n.childForFieldName('name')?.text ?? '';
    else if (n.type === 'namespace_use_clause') {
      const q = n.namedChildren[0];
      const alias = n.childForFieldName('alias')?.text;
      const group = n.parent?.type === 'namespace_use_group' ? `${n.parent.parent.namedChildren[0].text}\\` : '';
      const full = `${group}${q.text}`.replace(/^\\/, '');
      uses.set(alias ?? full.split('\\').pop() ?? full, full);
      if (full.startsWith('Temporal\\') && !OTHER_PACKAGES.test(full) && !TYPES[full] && !NAMESPACES.has(full)) {
        const fn = n.parent?.parent?.text.startsWith('use function') || n.parent?.text.startsWith('use function');
        if (!fn)
          report(
            q,
            `no class or namespace ${full} in the SDK (nearest: ${nearest(full, [...Object.keys(TYPES), ...NAMESPACES])})`,
          );
      }
    } else if (/^(class|interface|trait|enum)_declaration$/.test(n.type))
      declared.add(n.childForFieldName('name')?.text);
    else if (n.type === 'assignment_expression') {
      const left = n.childForFieldName('left');
      if (left?.type === 'variable_name')
        vars.set(left.text, [...(vars.get(left.text) ?? []), {value: n.childForFieldName('right')}]);
      if (left?.type === 'member_access_expression' && left.childForFieldName('object')?.text === '$this') {
        const prop = left.childForFieldName('name')?.text;
        if (prop && !props.has(prop)) props.set(`value:${prop}`, n.childForFieldName('right'));
      }
    } else if (/parameter$/.test(n.type)) {
      const name = n.childForFieldName('name')?.text;
      const type = n.childForFieldName('type');
      if (name) vars.set(name, [...(vars.get(name) ?? []), {type}]);
      if (n.type === 'property_promotion_parameter' && name && type) props.set(name.slice(1), type.text);
    } else if (n.type === 'property_declaration') {
      const type = n.childForFieldName('type');
      for (const el of n.namedChildren.filter((/** @type {any} */ x) => x.type === 'property_element')) {
        if (type) props.set(el.childForFieldName('name').text.slice(1), type.text);
      }
    } else if (n.type === 'catch_clause') {
      const name = n.childForFieldName('name')?.text;
      const type = n.childForFieldName('type');
      if (name) vars.set(name, [...(vars.get(name) ?? []), {type}]);
    } else if (n.type === 'foreach_statement' || n.type === 'anonymous_function' || n.type === 'arrow_function') {
      for (const v of n.descendantsOfType('variable_name')) if (!vars.has(v.text)) vars.set(v.text, [{}]);
    }
  });
  const fragment = !hasTag;

  /** The SDK class a class name in the block denotes, or null. */
  function classOf(/** @type {string} */ text) {
    const name = text.replace(/^\?/, '');
    if (name.startsWith('\\')) {
      const full = name.slice(1);
      return TYPES[full] ? full : null;
    }
    const [head, ...rest] = name.split('\\');
    const used = uses.get(head);
    if (used) {
      const full = [used, ...rest].join('\\');
      return TYPES[full] ? full : null;
    }
    if (declared.has(name)) return null;
    if (ns && TYPES[`${ns}\\${name}`]) return `${ns}\\${name}`;
    if (!fragment || rest.length) return null;
    // A fragment without its `use` lines: the SDK's public class of that name, if there is one.
    const cands = (byShort.get(name) ?? []).filter((f) => !TYPES[f].internal);
    return cands.length === 1 ? cands[0] : null;
  }

  /** @typedef {{k: 'class', name: string} | {k: 'inst', name: string}} Val */
  const memo = new Map();
  /** @returns {Val | null} */
  function valueOf(/** @type {any} */ n) {
    if (!n) return null;
    if (memo.has(n.id)) return memo.get(n.id);
    memo.set(n.id, null);
    const v = compute(n);
    memo.set(n.id, v);
    return v;
  }
  /** @returns {Val | null} */
  function instOfType(/** @type {any} */ t) {
    if (!t) return null;
    const text = t.type === 'optional_type' ? t.namedChildren[0]?.text : t.text;
    const c = text ? classOf(text) : null;
    return c ? {k: 'inst', name: c} : null;
  }
  /** @returns {Val | null} */
  function compute(/** @type {any} */ n) {
    switch (n.type) {
      case 'name':
      case 'qualified_name': {
        const c = classOf(n.text);
        return c ? {k: 'class', name: c} : null;
      }
      case 'parenthesized_expression':
        return valueOf(n.namedChildren[0]);
      case 'object_creation_expression': {
        const cls = n.namedChildren[0];
        const c = cls && /name/.test(cls.type) ? classOf(cls.text) : null;
        if (c)
          checkArgs(
            n.namedChildren.find((/** @type {any} */ x) => x.type === 'arguments'),
            membersOf(c).methods.get('__construct'),
            `new ${cls.text}`,
          );
        return c ? {k: 'inst', name: c} : null;
      }
      case 'variable_name': {
        const entries = vars.get(n.text);
        if (!entries) {
          const conv = /** @type {Record<string, string>} */ (CONVENTIONAL)[n.text.slice(1)];
          return conv && TYPES[conv] ? {k: 'inst', name: conv} : null;
        }
        const e = entries[0];
        if (entries.length > 1) return null;
        return e.type ? instOfType(e.type) : e.value ? valueOf(e.value) : null;
      }
      case 'member_access_expression':
      case 'nullsafe_member_access_expression': {
        const obj = n.childForFieldName('object');
        const name = n.childForFieldName('name');
        if (obj?.text === '$this') {
          const declaredType = props.get(name?.text);
          if (declaredType) return instOfType({type: 'named_type', text: declaredType});
          return null;
        }
        const left = valueOf(obj);
        if (left?.k !== 'inst' || name?.type !== 'name') return null;
        const m = membersOf(left.name);
        if (!m.open && !m.props.has(name.text)) {
          report(
            name,
            `${left.name} has no public property ${name.text} (nearest: ${nearest(name.text, [...m.props, ...m.methods.keys()])})`,
          );
        }
        return null;
      }
      case 'scoped_call_expression':
      case 'member_call_expression':
      case 'nullsafe_member_call_expression': {
        const scoped = n.type === 'scoped_call_expression';
        const left = valueOf(n.childForFieldName(scoped ? 'scope' : 'object'));
        const name = n.childForFieldName('name');
        if (!left || name?.type !== 'name') return null;
        const m = membersOf(left.name);
        const sig = m.methods.get(name.text);
        if (!sig) {
          if (!m.open)
            report(name, `${left.name} has no method ${name.text} (nearest: ${nearest(name.text, m.methods.keys())})`);
          return null;
        }
        checkArgs(n.childForFieldName('arguments'), sig, `${left.name.split('\\').pop()}::${name.text}`);
        if (!sig.r) return null;
        if (sig.r === '@self') return {k: 'inst', name: left.name};
        return TYPES[sig.r] ? {k: 'inst', name: sig.r} : null;
      }
      case 'class_constant_access_expression': {
        const [cls, member] = n.namedChildren;
        const left = valueOf(cls);
        if (left?.k !== 'class' || !member) return null;
        const m = membersOf(left.name);
        if (!m.open && !m.consts.has(member.text)) {
          report(
            member,
            `${left.name} has no constant or case ${member.text} (nearest: ${nearest(member.text, m.consts)})`,
          );
        }
        return TYPES[left.name]?.k === 'enum' ? {k: 'inst', name: left.name} : null;
      }
      default:
        return null;
    }
  }

  /** Named arguments must be parameters of the method. */
  function checkArgs(/** @type {any} */ args, /** @type {any} */ sig, /** @type {string} */ what) {
    if (!args || !sig) return;
    const names = sig.a.map((/** @type {string} */ a) => a.replace(/(=|\.\.\.)+$/, ''));
    if (sig.a.some((/** @type {string} */ a) => a.endsWith('...'))) return;
    for (const a of args.namedChildren) {
      const nm = a.childForFieldName?.('name');
      if (nm && !names.includes(nm.text))
        report(nm, `${what} has no parameter ${nm.text} (nearest: ${nearest(nm.text, names)})`);
    }
  }

  walk(root, (n) => {
    switch (n.type) {
      case 'scoped_call_expression':
      case 'member_call_expression':
      case 'nullsafe_member_call_expression':
      case 'member_access_expression':
      case 'class_constant_access_expression':
      case 'object_creation_expression':
        valueOf(n);
        break;
      case 'qualified_name': {
        const full = n.text.replace(/^\\/, '');
        if (
          n.text.startsWith('\\Temporal\\') &&
          !OTHER_PACKAGES.test(full) &&
          !TYPES[full] &&
          n.parent?.type !== 'namespace_use_clause'
        ) {
          report(n, `no class ${full} in the SDK (nearest: ${nearest(full, Object.keys(TYPES))})`);
        }
        break;
      }
      case 'attribute': {
        const name = n.namedChildren[0];
        const c = name ? classOf(name.text) : null;
        if (c) checkArgs(n.childForFieldName('parameters'), membersOf(c).methods.get('__construct'), `#[${name.text}]`);
        else if (name && fragment === false && uses.has(name.text) && uses.get(name.text)?.startsWith('Temporal\\')) {
          // reported at the `use` line
        }
        break;
      }
      case 'name': {
        // A class name close to an SDK class's but not one, where a class is expected.
        const p = n.parent;
        const classPos =
          (p?.type === 'scoped_call_expression' && p.childForFieldName('scope')?.id === n.id) ||
          (p?.type === 'class_constant_access_expression' && p.namedChildren[0]?.id === n.id) ||
          (p?.type === 'object_creation_expression' && p.namedChildren[0]?.id === n.id) ||
          p?.type === 'named_type';
        if (
          !classPos ||
          !/^[A-Z]\w{4,}$/.test(n.text) ||
          declared.has(n.text) ||
          SITE_NAMES.has(n.text) ||
          uses.has(n.text)
        )
          break;
        if (classOf(n.text) || byShort.has(n.text)) break;
        const close = [...byShort.keys()].filter((k) => distance(n.text, k) <= (n.text.length >= 10 ? 2 : 1));
        if (close.length && fragment) report(n, `no class ${n.text} in the SDK (nearest: ${nearest(n.text, close)})`);
        break;
      }
      default:
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
    const syntax = lint(b.body);
    if (syntax) problems.push(`${b.page}:${b.line + Math.max(1, syntax.line)}: php -l: ${syntax.message}`);
    for (const p of checkNames(b.body)) {
      const [line, ...rest] = p.split(':');
      problems.push(`${b.page}:${b.line + Number(line)}:${rest.join(':')}`);
    }
    results.push({name, ok: problems.length === 0, message: problems.join('\n') || undefined});
  }
  results.push(nocheckShare('php', nocheck.length, blocks.length));
  if (TMP) fs.rmSync(TMP, {recursive: true, force: true});
  process.exit(
    finish(
      LABEL,
      results,
      `(${checked} blocks linted and name-checked, nocheck ${nocheck.length} of ${blocks.length} blocks; SDK ${manifest.tag})`,
    ),
  );
}

#!/usr/bin/env node
// @ts-check
// Generates manifests/tctl.json: every command and flag of tctl v1 (the retired `tctl`, package
// cli_curr of github.com/temporalio/tctl) at its last release, for scripts/checks/commands.mjs.
// tctl cannot be built here, so this reads the release's Go source and evaluates the small part
// of Go that builds the urfave/cli command tree: constants, package variables, the functions that
// return []cli.Command or []cli.Flag (with their local variables, append, if, for and range), and
// composite literals. Anything a command or flag needs that it cannot evaluate stops the
// generator with the file and expression, so the manifest is never silently incomplete.
//
//   node scripts/manifests/tctl.mjs <tctl git directory> [tag]
//
// The git directory is a clone of https://github.com/temporalio/tctl (any clone with the tags);
// the tag defaults to the newest v1.x release tag.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const OUT = path.join(ROOT, 'manifests', 'tctl.json');
const PKG = 'cli_curr';

// ---------------------------------------------------------------------------------------------
// Tokens, with Go's automatic semicolons at line ends.
/** @typedef {{t: 'id'|'str'|'num'|'char'|'op'|';', v: string, line: number}} Tok */

/** @param {string} src @returns {Tok[]} */
function tokenize(src) {
  /** @type {Tok[]} */
  const out = [];
  let i = 0;
  let line = 1;
  const semiAfter = () => {
    const last = out[out.length - 1];
    if (!last) return false;
    if (['id', 'str', 'num', 'char'].includes(last.t)) return true;
    return last.t === 'op' && [')', ']', '}', '++', '--'].includes(last.v);
  };
  const ops = ['...', '&&', '||', '==', '!=', '<=', '>=', ':=', '++', '--', '+=', '-=', '<-', '<<', '>>', '&^'];
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') {
      if (semiAfter()) out.push({t: ';', v: ';', line});
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (src.startsWith('//', i)) {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      line += (src.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 2;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /** @type {RegExpMatchArray} */ (src.slice(i).match(/^[A-Za-z_0-9]+/));
      out.push({t: 'id', v: m[0], line});
      i += m[0].length;
    } else if (/[0-9]/.test(c)) {
      const m = /** @type {RegExpMatchArray} */ (src.slice(i).match(/^[0-9][0-9A-Za-z_.]*/));
      out.push({t: 'num', v: m[0], line});
      i += m[0].length;
    } else if (c === '"') {
      let j = i + 1;
      while (src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      out.push({t: 'str', v: JSON.parse(src.slice(i, j + 1).replace(/\\([^"\\/bfnrtu])/g, '$1')), line});
      i = j + 1;
    } else if (c === '`') {
      const j = src.indexOf('`', i + 1);
      const v = src.slice(i + 1, j);
      out.push({t: 'str', v, line});
      line += (v.match(/\n/g) ?? []).length;
      i = j + 1;
    } else if (c === "'") {
      let j = i + 1;
      while (src[j] !== "'") j += src[j] === '\\' ? 2 : 1;
      out.push({t: 'char', v: src.slice(i + 1, j), line});
      i = j + 1;
    } else {
      const op = ops.find((o) => src.startsWith(o, i)) ?? c;
      out.push({t: op === ';' ? ';' : 'op', v: op, line});
      i += op.length;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parser: declarations, statements and expressions, enough for the command definitions.

class Parser {
  /** @param {Tok[]} toks @param {string} file */
  constructor(toks, file) {
    this.toks = toks;
    this.i = 0;
    this.file = file;
    this.noLit = 0;
  }
  peek(o = 0) {
    return this.toks[this.i + o] ?? {t: 'op', v: '<eof>', line: -1};
  }
  next() {
    return this.toks[this.i++];
  }
  /** @param {string} v */
  is(v) {
    return this.peek().v === v && this.peek().t !== 'str';
  }
  /** @param {string} v */
  eat(v) {
    if (this.is(v)) return this.next();
    throw new Error(`${this.file}:${this.peek().line}: expected '${v}', found '${this.peek().v}'`);
  }
  skipSemis() {
    while (this.peek().t === ';') this.i++;
  }
  /** Skips a balanced group starting at the current open bracket. */
  skipGroup() {
    const open = this.next().v;
    const close = {'(': ')', '[': ']', '{': '}'}[open];
    let depth = 1;
    while (depth) {
      const t = this.next();
      if (!t) throw new Error(`${this.file}: unbalanced ${open}`);
      if (t.t === 'op' && t.v === open) depth++;
      else if (t.t === 'op' && t.v === close) depth--;
    }
  }
  /** A type, returned as text ("[]cli.Flag", "*cli.StringFlag", "map[string]string"). @returns {string} */
  type() {
    if (this.is('[')) {
      this.next();
      let len = '';
      while (!this.is(']')) len += this.next().v;
      this.next();
      return `[${len}]${this.type()}`;
    }
    if (this.is('*')) return `*${(this.next(), this.type())}`;
    if (this.is('...')) return `...${(this.next(), this.type())}`;
    if (this.is('map')) {
      this.next();
      this.eat('[');
      const k = this.type();
      this.eat(']');
      return `map[${k}]${this.type()}`;
    }
    if (this.is('func')) {
      this.next();
      this.skipGroup();
      if (this.is('(')) this.skipGroup();
      else if (this.peek().t === 'id' || this.is('*') || this.is('[')) this.type();
      return 'func';
    }
    if (this.is('chan')) return `chan ${(this.next(), this.type())}`;
    if (this.is('interface') || this.is('struct')) {
      const k = this.next().v;
      this.skipGroup();
      return k;
    }
    let name = this.next().v;
    if (this.is('.')) name += this.next().v + this.next().v;
    return name;
  }

  /** The whole file: constants, variables and functions by name. */
  file_() {
    /** @type {{consts: [string, any][], vars: [string, any][], funcs: [string, any][]}} */
    const decl = {consts: [], vars: [], funcs: []};
    while (this.peek().v !== '<eof>') {
      this.skipSemis();
      const t = this.peek();
      if (t.v === '<eof>') break;
      if (t.v === 'package') {
        this.next();
        this.next();
      } else if (t.v === 'import') {
        this.next();
        if (this.is('(')) this.skipGroup();
        else {
          if (this.peek().t === 'id') this.next();
          this.next();
        }
      } else if (t.v === 'type') {
        this.next();
        if (this.is('(')) this.skipGroup();
        else {
          this.next();
          if (this.is('=')) this.next();
          this.type();
        }
      } else if (t.v === 'const' || t.v === 'var') {
        this.next();
        const list = t.v === 'const' ? decl.consts : decl.vars;
        if (this.is('(')) {
          this.next();
          this.skipSemis();
          while (!this.is(')')) {
            list.push(...this.valueSpec());
            this.skipSemis();
          }
          this.next();
        } else list.push(...this.valueSpec());
      } else if (t.v === 'func') {
        this.next();
        if (this.is('(')) {
          this.skipGroup(); // a method: not part of the command tree
          this.next();
          this.skipGroup();
          this.skipResults();
          if (this.is('{')) this.skipGroup();
          continue;
        }
        const name = this.next().v;
        if (this.is('[')) this.skipGroup(); // type parameters
        const params = this.params();
        this.skipResults();
        // Bodies are parsed only when the command tree calls the function (lazy: Actions and
        // helpers elsewhere in the package use far more of Go than this parser knows).
        let body = null;
        if (this.is('{')) {
          const start = this.i;
          this.skipGroup();
          const toks = this.toks.slice(start, this.i);
          const file = this.file;
          body = () => new Parser(toks, file).block();
        }
        decl.funcs.push([name, {params, body, file: this.file}]);
      } else throw new Error(`${this.file}:${t.line}: unexpected '${t.v}' at top level`);
    }
    return decl;
  }
  skipResults() {
    if (this.is('(')) this.skipGroup();
    else if (!this.is('{') && this.peek().t !== ';') this.type();
  }
  params() {
    this.eat('(');
    /** @type {{name: string, variadic: boolean}[]} */
    const out = [];
    /** @type {string[]} */
    let pending = [];
    while (!this.is(')')) {
      const name = this.next().v;
      if (this.is(',')) {
        pending.push(name);
        this.next();
        continue;
      }
      const variadic = this.is('...');
      this.type();
      for (const n of [...pending, name]) out.push({name: n, variadic});
      pending = [];
      if (this.is(',')) this.next();
    }
    this.next();
    return out;
  }
  /** `a, b = x, y` or `a T = x` or `a` (iota-less constants only). */
  valueSpec() {
    const names = [this.next().v];
    while (this.is(',')) {
      this.next();
      names.push(this.next().v);
    }
    if (!this.is('=') && this.peek().t !== ';' && !this.is(')')) this.type();
    /** @type {any[]} */
    let values = [];
    if (this.is('=')) {
      this.next();
      values = this.exprList();
    }
    return names.map((n, k) => /** @type {[string, any]} */ ([n, values[k] ?? {k: 'opaque', why: 'no value'}]));
  }
  /** @returns {any[]} */
  block() {
    this.eat('{');
    const stmts = [];
    this.skipSemis();
    while (!this.is('}')) {
      stmts.push(this.stmt());
      this.skipSemis();
    }
    this.next();
    return stmts;
  }
  /** @returns {any} a statement node */
  stmt() {
    const t = this.peek();
    const line = t.line;
    if (t.v === 'return') {
      this.next();
      return {k: 'return', values: this.peek().t === ';' || this.is('}') ? [] : this.exprList(), line};
    }
    if (t.v === 'if') {
      this.next();
      this.noLit++;
      let init = null;
      let cond = this.simpleStmt();
      if (this.peek().t === ';') {
        this.next();
        init = cond;
        cond = this.simpleStmt();
      }
      this.noLit--;
      const then = this.block();
      let els = null;
      if (this.is('else')) {
        this.next();
        els = this.is('if') ? [this.stmt()] : this.block();
      }
      return {k: 'if', init, cond: cond.k === 'expr' ? cond.x : cond, then, els, line};
    }
    if (t.v === 'for') {
      this.next();
      this.noLit++;
      /** @type {any} */
      let init = null;
      let cond = null;
      let post = null;
      if (!this.is('{')) {
        if (this.is('range')) {
          this.next();
          init = {k: 'range', keys: [], x: this.expr()};
        } else {
          init = this.simpleStmt();
          if (this.peek().t === ';') {
            this.next();
            cond = this.peek().t === ';' ? null : this.expr();
            this.eat(';');
            post = this.is('{') ? null : this.simpleStmt();
          } else if (init.k !== 'range') {
            cond = init.k === 'expr' ? init.x : init;
            init = null;
          }
        }
      }
      this.noLit--;
      const body = this.block();
      return {k: 'for', init, cond, post, body, line};
    }
    if (t.v === 'var') {
      this.next();
      const specs = this.valueSpec();
      return {k: 'define', names: specs.map((s) => s[0]), values: specs.map((s) => s[1]), line};
    }
    if (['switch', 'select', 'go', 'defer', 'break', 'continue', 'goto', 'const', 'type'].includes(t.v)) {
      // Not used by the command definitions: keep the statement opaque.
      this.next();
      while (this.peek().t !== ';' && !this.is('{') && !this.is('}')) {
        if (this.is('(') || this.is('[')) this.skipGroup();
        else this.next();
      }
      if (this.is('{')) this.skipGroup();
      return {k: 'opaque', what: t.v, line};
    }
    if (t.v === '{') return {k: 'block', body: this.block(), line};
    return this.simpleStmt();
  }
  simpleStmt() {
    const line = this.peek().line;
    const left = this.exprList();
    if (this.is(':=') || this.is('=')) {
      const op = this.next().v;
      if (this.is('range')) {
        this.next();
        return {k: 'range', keys: left, define: op === ':=', x: this.expr(), line};
      }
      return {k: op === ':=' ? 'define' : 'assign', names: left, values: this.exprList(), line};
    }
    if (this.is('+=') || this.is('-=')) {
      const op = this.next().v;
      return {k: 'assign', names: left, values: [{k: 'bin', op: op[0], a: left[0], b: this.expr()}], line};
    }
    if (this.is('++') || this.is('--')) {
      const op = this.next().v;
      return {k: 'assign', names: left, values: [{k: 'bin', op: op[0], a: left[0], b: {k: 'lit', v: 1}}], line};
    }
    return {k: 'expr', x: left[0], line};
  }
  exprList() {
    const list = [this.expr()];
    while (this.is(',')) {
      this.next();
      list.push(this.expr());
    }
    return list;
  }
  expr(prec = 0) {
    /** @type {Record<string, number>} */
    const PREC = {'||': 1, '&&': 2, '==': 3, '!=': 3, '<': 3, '<=': 3, '>': 3, '>=': 3, '+': 4, '-': 4, '|': 4, '^': 4, '*': 5, '/': 5, '%': 5, '&': 5, '<<': 5, '>>': 5};
    let a = this.unary();
    for (;;) {
      const t = this.peek();
      const p = t.t === 'op' ? PREC[t.v] : undefined;
      if (p === undefined || p <= prec) return a;
      this.next();
      a = {k: 'bin', op: t.v, a, b: this.expr(p)};
    }
  }
  /** @returns {any} an expression node */
  unary() {
    const t = this.peek();
    if (t.t === 'op' && ['&', '*', '!', '-', '+', '^', '<-'].includes(t.v)) {
      this.next();
      return {k: 'unary', op: t.v, x: this.unary()};
    }
    return this.primary();
  }
  primary() {
    const t = this.peek();
    /** @type {any} */
    let x;
    if (t.t === 'str') x = {k: 'lit', v: this.next().v};
    else if (t.t === 'num') x = {k: 'lit', v: Number(this.next().v.replace(/_/g, ''))};
    else if (t.t === 'char') x = {k: 'lit', v: this.next().v};
    else if (t.v === '(') {
      this.next();
      this.noLit++;
      const saved = this.noLit;
      this.noLit = 0;
      x = this.expr();
      this.noLit = saved - 1;
      this.eat(')');
    } else if (t.v === 'func') {
      this.next();
      this.skipGroup();
      this.skipResults();
      this.skipGroup();
      x = {k: 'opaque', why: 'function literal'};
    } else if (t.v === '[' || t.v === 'map' || t.v === 'struct') {
      const type = this.type();
      x = this.is('{') ? this.composite(type) : {k: 'type', type};
    } else if (t.t === 'id') {
      x = {k: 'id', name: this.next().v, line: t.line};
    } else throw new Error(`${this.file}:${t.line}: unexpected '${t.v}' in an expression`);
    for (;;) {
      if (this.is('.')) {
        this.next();
        if (this.is('(')) {
          this.skipGroup(); // type assertion
          continue;
        }
        x = {k: 'sel', x, name: this.next().v};
      } else if (this.is('(')) {
        this.next();
        const saved = this.noLit;
        this.noLit = 0;
        const args = [];
        let spread = false;
        this.skipSemis();
        while (!this.is(')')) {
          args.push(this.is('[') || this.is('map') || this.is('*') ? this.typeOrExpr() : this.expr());
          if (this.is('...')) {
            this.next();
            spread = true;
          }
          if (this.is(',')) this.next();
          this.skipSemis();
        }
        this.next();
        this.noLit = saved;
        x = {k: 'call', fn: x, args, spread};
      } else if (this.is('[')) {
        this.next();
        const saved = this.noLit;
        this.noLit = 0;
        const lo = this.is(':') ? null : this.expr();
        if (this.is(':')) {
          this.next();
          const hi = this.is(']') ? null : this.expr();
          this.eat(']');
          x = {k: 'slice', x, lo, hi};
        } else {
          this.eat(']');
          x = {k: 'index', x, i: lo};
        }
        this.noLit = saved;
      } else if (this.is('{') && !this.noLit && (x.k === 'id' || x.k === 'sel')) {
        x = this.composite(x.k === 'id' ? x.name : `${x.x.name}.${x.name}`);
      } else return x;
    }
  }
  typeOrExpr() {
    if (this.is('*')) return this.expr();
    const type = this.type();
    return this.is('{') ? this.composite(type) : {k: 'type', type};
  }
  /**
   * `Type{...}`: keyed fields or elements; elements may omit their type (`{Name: …}`).
   * @param {string} type
   * @returns {any}
   */
  composite(type) {
    this.eat('{');
    const saved = this.noLit;
    this.noLit = 0;
    const elems = [];
    /** @type {Record<string, any>} */
    const fields = {};
    this.skipSemis();
    while (!this.is('}')) {
      let v;
      if (this.is('{')) v = this.composite(elementType(type));
      else if (this.is('&') && this.peek(1).v === '{') {
        this.next();
        v = this.composite(elementType(type));
      } else v = this.expr();
      if (this.is(':')) {
        this.next();
        const key = v.k === 'id' ? v.name : JSON.stringify(v.v);
        fields[key] = this.is('{') ? this.composite(elementType(type)) : this.expr();
      } else elems.push(v);
      if (this.is(',')) this.next();
      this.skipSemis();
    }
    this.next();
    this.noLit = saved;
    return {k: 'composite', type, fields, elems};
  }
}

/** @param {string} type */
function elementType(type) {
  const m = type.match(/^\[\d*\](.*)$/);
  return m ? m[1] : type.replace(/^map\[[^\]]*\]/, '');
}

// ---------------------------------------------------------------------------------------------
// Evaluation. Values: strings, numbers, booleans, {struct}, {slice}, or Opaque (anything from
// outside the command tree, e.g. an Action function or a value from another package).

class Opaque {
  /** @param {string} why */
  constructor(why) {
    this.why = why;
  }
}
class Return {
  /** @param {any[]} values */
  constructor(values) {
    this.values = values;
  }
}

class Evaluator {
  /**
   * @param {{consts: Map<string, any>, vars: Map<string, any>, funcs: Map<string, any>}} pkg
   * @param {(name: string) => Evaluator | null} [other] another package of the same repository
   */
  constructor(pkg, other = () => null) {
    this.pkg = pkg;
    this.other = other;
    /** @type {Map<string, any>} */
    this.globals = new Map();
    this.busy = new Set();
  }
  /** @param {string} name @returns {any} the value, or undefined when the package has no such name */
  global(name) {
    if (this.globals.has(name)) return this.globals.get(name);
    const x = this.pkg.consts.get(name) ?? this.pkg.vars.get(name);
    if (!x) return undefined;
    if (this.busy.has(name)) throw new Error(`cycle in ${name}`);
    this.busy.add(name);
    const v = this.eval(x, new Map());
    this.busy.delete(name);
    this.globals.set(name, v);
    return v;
  }
  /** @param {any} x @param {Map<string, any>} env @returns {any} */
  eval(x, env) {
    switch (x.k) {
      case 'lit':
        return x.v;
      case 'opaque':
        return new Opaque(x.why);
      case 'type':
        return new Opaque(`type ${x.type}`);
      case 'id': {
        if (env.has(x.name)) return env.get(x.name);
        if (x.name === 'true') return true;
        if (x.name === 'false') return false;
        if (x.name === 'nil') return null;
        const g = this.global(x.name);
        return g === undefined ? new Opaque(`identifier ${x.name}`) : g;
      }
      case 'sel': {
        if (x.x.k === 'id' && !env.has(x.x.name) && this.global(x.x.name) === undefined) {
          const pkg = this.other(x.x.name);
          const v = pkg?.global(x.name);
          return v === undefined ? new Opaque(`${x.x.name}.${x.name}`) : v;
        }
        const v = this.eval(x.x, env);
        return v?.fields && x.name in v.fields ? v.fields[x.name] : new Opaque(`.${x.name}`);
      }
      case 'unary': {
        const v = this.eval(x.x, env);
        if (x.op === '&' || x.op === '*') return v;
        if (x.op === '!') return typeof v === 'boolean' ? !v : new Opaque('!');
        if (x.op === '-') return typeof v === 'number' ? -v : new Opaque('-');
        return new Opaque(x.op);
      }
      case 'bin': {
        const a = this.eval(x.a, env);
        if (x.op === '&&') return a === false ? false : this.eval(x.b, env);
        if (x.op === '||') return a === true ? true : this.eval(x.b, env);
        const b = this.eval(x.b, env);
        if (a instanceof Opaque || b instanceof Opaque) return new Opaque(`${x.op} of an unknown`);
        switch (x.op) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          case '/':
            return Math.trunc(a / b);
          case '==':
            return a === b;
          case '!=':
            return a !== b;
          case '<':
            return a < b;
          case '<=':
            return a <= b;
          case '>':
            return a > b;
          case '>=':
            return a >= b;
          default:
            return new Opaque(x.op);
        }
      }
      case 'composite': {
        if (/^\[/.test(x.type)) return {items: x.elems.map((/** @type {any} */ e) => this.eval(e, env))};
        if (/^map\[/.test(x.type)) return new Opaque('map');
        /** @type {Record<string, any>} */
        const fields = {};
        for (const [k, v] of Object.entries(x.fields)) fields[k] = this.eval(v, env);
        return {type: x.type.replace(/^\*/, ''), fields};
      }
      case 'index': {
        const s = this.eval(x.x, env);
        const i = this.eval(x.i, env);
        return s?.items && typeof i === 'number' ? s.items[i] : new Opaque('index');
      }
      case 'slice': {
        const s = this.eval(x.x, env);
        const lo = x.lo ? this.eval(x.lo, env) : 0;
        const hi = x.hi ? this.eval(x.hi, env) : undefined;
        return s?.items ? {items: s.items.slice(lo, hi)} : new Opaque('slice');
      }
      case 'call':
        return this.call(x, env);
      default:
        return new Opaque(x.k);
    }
  }
  /** @param {any} x @param {Map<string, any>} env @returns {any} */
  call(x, env) {
    /** @returns {any[]} */
    const args = () => x.args.map((/** @type {any} */ a) => this.eval(a, env));
    if (x.fn.k === 'id') {
      const name = x.fn.name;
      if (name === 'append') {
        const [s, ...rest] = args();
        if (!s?.items && s !== null) return new Opaque('append to an unknown');
        const extra = x.spread ? rest[rest.length - 1]?.items : rest;
        if (x.spread && !extra) return new Opaque('append of an unknown');
        return {items: [...(s?.items ?? []), ...(x.spread ? [...rest.slice(0, -1), ...extra] : extra)]};
      }
      if (name === 'len') {
        const [s] = args();
        return s?.items ? s.items.length : typeof s === 'string' ? s.length : new Opaque('len');
      }
      if (name === 'make') return {items: []};
      if (name === 'string') return args()[0];
      const fn = this.pkg.funcs.get(name);
      if (!fn || !fn.body) return new Opaque(`call ${name}`);
      const vals = args();
      const scope = new Map();
      fn.params.forEach((/** @type {any} */ p, /** @type {number} */ k) => scope.set(p.name, p.variadic ? (x.spread ? vals[k] : {items: vals.slice(k)}) : vals[k]));
      if (typeof fn.body === 'function') fn.body = fn.body();
      const r = this.run(fn.body, scope);
      return r instanceof Return ? r.values[0] : new Opaque(`${name} returned nothing`);
    }
    if (x.fn.k === 'sel') {
      const target = x.fn.x;
      if (target.k === 'id' && target.name === 'fmt' && x.fn.name === 'Sprintf') {
        const [f, ...rest] = args();
        if (typeof f !== 'string') return new Opaque('Sprintf');
        let k = 0;
        return f.replace(/%[sdvq]/g, () => String(rest[k++]));
      }
      if (target.k === 'id' && target.name === 'slices' && x.fn.name === 'Contains') {
        const [s, v] = args();
        return s?.items ? s.items.includes(v) : new Opaque('Contains');
      }
      if (x.fn.name === 'GetName') {
        const f = this.eval(target, env);
        return typeof f?.fields?.Name === 'string' ? f.fields.Name : new Opaque('GetName');
      }
    }
    return new Opaque('call');
  }
  /**
   * Runs statements; returns a Return or undefined.
   * @param {any[]} stmts @param {Map<string, any>} env
   * @returns {Return | undefined}
   */
  run(stmts, env) {
    for (const s of stmts) {
      const r = this.stmt(s, env);
      if (r instanceof Return) return r;
    }
    return undefined;
  }
  /** @param {any} s @param {Map<string, any>} env @returns {Return | undefined} */
  stmt(s, env) {
    switch (s.k) {
      case 'return':
        return new Return(s.values.map((/** @type {any} */ v) => this.eval(v, env)));
      case 'define':
      case 'assign': {
        const vals = s.values.map((/** @type {any} */ v) => this.eval(v, env));
        s.names.forEach((/** @type {any} */ n, /** @type {number} */ k) => {
          if (n.k === 'id' && n.name !== '_') env.set(n.name, vals[k]);
          else if (typeof n === 'string') env.set(n, vals[k]);
        });
        return undefined;
      }
      case 'expr':
        this.eval(s.x, env);
        return undefined;
      case 'block':
        return this.run(s.body, env);
      case 'if': {
        if (s.init) this.stmt(s.init, env);
        const c = this.eval(s.cond, env);
        if (c instanceof Opaque) return undefined; // runtime checks of arguments: not the tree
        if (c) return this.run(s.then, env);
        return s.els ? this.run(s.els, env) : undefined;
      }
      case 'for': {
        if (s.init?.k === 'range') {
          const over = this.eval(s.init.x, env);
          if (!over?.items) return undefined;
          for (let i = 0; i < over.items.length; i++) {
            const [k, v] = s.init.keys;
            if (k?.k === 'id' && k.name !== '_') env.set(k.name, i);
            if (v?.k === 'id' && v.name !== '_') env.set(v.name, over.items[i]);
            const r = this.run(s.body, env);
            if (r) return r;
          }
          return undefined;
        }
        if (s.init) this.stmt(s.init, env);
        for (let guard = 0; guard < 10000; guard++) {
          const c = s.cond ? this.eval(s.cond, env) : true;
          if (c !== true) return undefined;
          const r = this.run(s.body, env);
          if (r) return r;
          if (s.post) this.stmt(s.post, env);
        }
        throw new Error(`loop at line ${s.line} does not end`);
      }
      default:
        return undefined;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// From evaluated urfave/cli (v1) values to the manifest.

/** @type {Record<string, string>} */
const FLAG_TYPES = {
  StringFlag: 'string',
  BoolFlag: 'bool',
  BoolTFlag: 'bool',
  IntFlag: 'int',
  Int64Flag: 'int',
  UintFlag: 'uint',
  Uint64Flag: 'uint',
  Float64Flag: 'float',
  DurationFlag: 'duration',
  StringSliceFlag: 'string[]',
  IntSliceFlag: 'int[]',
  Int64SliceFlag: 'int[]',
  GenericFlag: 'generic',
};

/** @param {any} f @param {string} where */
function toFlag(f, where) {
  const type = f?.type?.replace(/^cli\./, '');
  if (!type || !(type in FLAG_TYPES) || typeof f.fields.Name !== 'string') {
    throw new Error(`${where}: a flag that cannot be evaluated (${f instanceof Opaque ? f.why : JSON.stringify(f)})`);
  }
  // urfave/cli v1: "name, alias, alias" in Name.
  const [name, ...aliases] = f.fields.Name.split(',').map((/** @type {string} */ s) => s.trim());
  const def = f.fields.Value;
  const env = f.fields.EnvVar;
  return {
    name,
    aliases,
    type: FLAG_TYPES[type],
    default: type === 'BoolTFlag' ? true : def === undefined || def instanceof Opaque || def === '' ? null : def,
    required: f.fields.Required === true,
    ...(typeof env === 'string' ? {envVar: env} : {}),
    ...(typeof f.fields.Hidden === 'boolean' && f.fields.Hidden ? {hidden: true} : {}),
  };
}

/** @param {any} cmds @param {string[]} parent @param {any[]} out */
function flatten(cmds, parent, out) {
  if (!cmds?.items) throw new Error(`${parent.join(' ') || 'tctl'}: subcommands that cannot be evaluated`);
  for (const c of cmds.items) {
    const fields = c?.fields;
    if (!fields || typeof fields.Name !== 'string') throw new Error(`${parent.join(' ')}: a command that cannot be evaluated`);
    const p = [...parent, fields.Name];
    const flags = fields.Flags === undefined || fields.Flags === null ? {items: []} : fields.Flags;
    if (!flags.items) throw new Error(`${p.join(' ')}: flags that cannot be evaluated (${flags.why ?? ''})`);
    out.push({
      path: p.join(' '),
      aliases: fields.Aliases?.items ?? [],
      usage: typeof fields.Usage === 'string' ? fields.Usage : '',
      ...(fields.Subcommands ? {} : {}),
      flags: flags.items.map((/** @type {any} */ f) => toFlag(f, p.join(' '))),
    });
    if (fields.Subcommands !== undefined) flatten(fields.Subcommands, p, out);
  }
  return out;
}

function main() {
  const [repo, tagArg] = process.argv.slice(2);
  if (!repo) {
    console.error('usage: node scripts/manifests/tctl.mjs <tctl git directory> [tag]');
    process.exit(2);
  }
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore']});
  const tag =
    tagArg ??
    git('tag', '--list', 'v1.*', '--sort=-v:refname')
      .split('\n')
      .find((t) => /^v1\.\d+\.\d+$/.test(t));
  if (!tag) throw new Error('no v1.x release tag found');
  const commit = git('rev-list', '-n', '1', tag).trim();
  /** @type {Map<string, Evaluator | null>} */
  const loaded = new Map();
  /** Parses the Go package in folder `dir` of the tag (e.g. cli_curr, completion). @param {string} dir */
  const load = (dir) => {
    if (loaded.has(dir)) return loaded.get(dir) ?? null;
    let names;
    try {
      names = git('ls-tree', '--name-only', `${tag}:${dir}`).split('\n');
    } catch {
      loaded.set(dir, null);
      return null;
    }
    const pkg = {consts: new Map(), vars: new Map(), funcs: new Map()};
    for (const f of names.filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'))) {
      const d = new Parser(tokenize(git('show', `${tag}:${dir}/${f}`)), `${dir}/${f}`).file_();
      for (const [n, v] of d.consts) pkg.consts.set(n, v);
      for (const [n, v] of d.vars) pkg.vars.set(n, v);
      for (const [n, v] of d.funcs) pkg.funcs.set(n, v);
    }
    const ev = new Evaluator(pkg, load);
    loaded.set(dir, ev);
    return ev;
  };
  const ev = /** @type {Evaluator} */ (load(PKG));
  const pkg = ev.pkg;
  const app = pkg.funcs.get('NewCliApp');
  if (!app) throw new Error(`no NewCliApp in ${PKG}`);
  // NewCliApp assigns app.Flags and app.Commands; evaluate those two assignments.
  /** @type {any} */
  let globalFlags;
  /** @type {any} */
  let commands;
  const env = new Map();
  for (const s of app.body()) {
    if (s.k === 'define' || s.k === 'assign') {
      const target = s.names[0];
      if (target.k === 'sel' && target.x.name === 'app' && target.name === 'Flags') globalFlags = ev.eval(s.values[0], env);
      else if (target.k === 'sel' && target.x.name === 'app' && target.name === 'Commands') commands = ev.eval(s.values[0], env);
      else ev.stmt(s, env);
    }
  }
  if (!globalFlags?.items || !commands?.items) throw new Error('NewCliApp: app.Flags or app.Commands not found');
  const list = flatten(commands, [], []);
  const manifest = {
    tool: 'tctl',
    source: 'temporalio/tctl',
    tag,
    commit,
    package: PKG,
    generatedBy: 'scripts/manifests/tctl.mjs',
    note:
      'tctl v1 (End of Support 2025-09-30) read from its last release. urfave/cli v1: every command also takes --help/-h; global flags go before the command; flags are single-dash or double-dash alike.',
    globalFlags: globalFlags.items.map((/** @type {any} */ f) => toFlag(f, 'tctl')),
    commands: list,
  };
  fs.mkdirSync(path.dirname(OUT), {recursive: true});
  fs.writeFileSync(OUT, `${JSON.stringify(manifest, null, 2)}\n`);
  const flags = list.reduce((n, c) => n + c.flags.length, 0);
  console.log(`manifests/tctl.json: tctl ${tag} (${commit.slice(0, 12)}), ${list.length} commands, ${flags} command flags, ${manifest.globalFlags.length} global flags`);
}

main();

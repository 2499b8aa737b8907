// @ts-check
// Lazy access to the Go packages of one repository at one tag, for the manifest generators: the
// constants of a package (to evaluate defaults such as `primitives.DefaultTransactionSizeLimit`)
// and its struct types (to walk a configuration tree through `yaml:"…"` tags).
import path from 'node:path';
import {
  blankGoComments,
  evalGo,
  goConstants,
  goDuration,
  goImports,
  goStructs,
  listFiles,
  show,
  splitTopLevel,
} from './lib.mjs';

export class GoRepo {
  /** @param {string} dir @param {string} tag @param {string} module e.g. go.temporal.io/server */
  constructor(dir, tag, module) {
    this.dir = dir;
    this.tag = tag;
    this.module = module;
    /** @type {Map<string, string>} */
    this.files = new Map();
    /** @type {Map<string, string[]>} */
    this.pkgFiles = new Map();
    /** @type {Map<string, Map<string, {expr: string, file: string}>>} */
    this.consts = new Map();
    /** @type {Map<string, Map<string, {fields: any[], file: string}>>} */
    this.structs = new Map();
  }

  /** @param {string} file */
  source(file) {
    let s = this.files.get(file);
    if (s === undefined) {
      s = show(this.dir, this.tag, file);
      this.files.set(file, s);
    }
    return s;
  }

  /**
   * Non-test .go files directly in package folder `pkg`, as a default build compiles them: a file
   * whose `//go:build` line needs a custom tag (e.g. TEMPORAL_DEBUG, whose debug.TimeoutMultiplier
   * is 100 instead of 1) is left out. @param {string} pkg
   */
  packageFiles(pkg) {
    let f = this.pkgFiles.get(pkg);
    if (!f) {
      f = listFiles(
        this.dir,
        this.tag,
        pkg,
        (p) => path.dirname(p) === pkg && p.endsWith('.go') && !p.endsWith('_test.go'),
      ).filter((file) => {
        const constraint = this.source(file).match(/^\/\/go:build (.+)$/m)?.[1] ?? '';
        return !/(^|[\s(&|])[A-Z][A-Z0-9_]+\b/.test(constraint.replace(/!\s*[A-Z][A-Z0-9_]+/g, ''));
      });
      this.pkgFiles.set(pkg, f);
    }
    return f;
  }

  /** Folder of an import path inside this module, or null. @param {string} importPath */
  folderOf(importPath) {
    if (importPath === this.module) return '.';
    return importPath.startsWith(`${this.module}/`) ? importPath.slice(this.module.length + 1) : null;
  }

  /** @param {string} pkg */
  constantsOf(pkg) {
    let c = this.consts.get(pkg);
    if (!c) {
      c = new Map();
      for (const f of this.packageFiles(pkg)) {
        for (const [k, v] of goConstants(this.source(f))) if (!c.has(k)) c.set(k, {expr: v, file: f});
      }
      this.consts.set(pkg, c);
    }
    return c;
  }

  /** @param {string} pkg */
  structsOf(pkg) {
    let s = this.structs.get(pkg);
    if (!s) {
      s = new Map();
      for (const f of this.packageFiles(pkg)) {
        for (const [k, v] of goStructs(this.source(f))) s.set(k, {fields: v, file: f});
      }
      this.structs.set(pkg, s);
    }
    return s;
  }

  /**
   * A struct literal `Type{Field: expr, …}` (directly, or through a package-level variable that
   * holds one) as {Field: value}, with each field's value evaluated; null when it is not one or a
   * field is not a constant.
   * @param {string} expr @param {string} file @returns {Record<string, any> | null}
   */
  composite(expr, file, depth = 0) {
    if (depth > 5) return null;
    const t = expr.trim();
    const ident = t.match(/^(?:(\w+)\.)?(\w+)$/);
    if (ident) {
      let pkg = path.dirname(file);
      if (ident[1]) {
        const importPath = goImports(this.source(file)).get(ident[1]);
        const folder = importPath ? this.folderOf(importPath) : null;
        if (!folder) return null;
        pkg = folder;
      }
      const c = this.constantsOf(pkg).get(ident[2]);
      return c ? this.composite(c.expr, c.file, depth + 1) : null;
    }
    const m = t.match(/^[\w.]+\s*\{([\s\S]*)\}$/);
    if (!m) return null;
    /** @type {Record<string, any>} */
    const out = {};
    for (const kv of splitTopLevel(m[1])) {
      const i = kv.indexOf(':');
      if (i < 0) return null;
      const v = this.evaluate(kv.slice(i + 1), file);
      if (!v) return null;
      out[kv.slice(0, i).trim()] = v.kind === 'duration' ? goDuration(v.value) : v.value;
    }
    return out;
  }

  /**
   * Evaluates a constant expression written in `file`, resolving identifiers of the file's own
   * package and, through its imports, of other packages of this module.
   * @param {string} expr @param {string} file
   */
  evaluate(expr, file) {
    const pkg = path.dirname(file);
    const imports = goImports(this.source(file));
    /** @param {string} pkgDir @returns {(name: string) => string | undefined} */
    const resolverFor = (pkgDir) => (name) => {
      const q = name.match(/^(\w+)\.(\w+)$/);
      if (q) {
        const fileImports = imports;
        const importPath = fileImports.get(q[1]);
        const folder = importPath ? this.folderOf(importPath) : null;
        if (!folder) return undefined;
        const c = this.constantsOf(folder).get(q[2]);
        if (!c) return undefined;
        // qualify the identifiers of that package's own expression by evaluating it there
        const v = this.evaluate(c.expr, c.file);
        return v ? literal(v) : undefined;
      }
      const c = this.constantsOf(pkgDir).get(name);
      if (!c) return undefined;
      if (c.file !== file) {
        const v = this.evaluate(c.expr, c.file);
        return v ? literal(v) : undefined;
      }
      return c.expr;
    };
    return evalGo(expr, resolverFor(pkg));
  }
}

/** A Go literal for an evaluated value, so it can be substituted into another expression. */
function literal(/** @type {{kind: string, value: any}} */ v) {
  if (v.kind === 'string') return JSON.stringify(v.value);
  if (v.kind === 'bool') return String(v.value);
  if (v.kind === 'duration') return `time.Duration(${v.value})`;
  if (v.kind === 'float') return Number.isInteger(v.value) ? `${v.value}.0` : String(v.value);
  if (v.kind === 'nil') return 'nil';
  return String(v.value);
}

export {blankGoComments};

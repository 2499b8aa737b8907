// @ts-check
// Tree-sitter parsers for the languages whose SDKs cannot be installed here (C#, PHP, Ruby). The
// name checks (scripts/samples/{dotnet,php,ruby}.mjs) and the manifest generators
// (scripts/manifests/*.mjs) walk syntax trees rather than match text. The grammars are
// devDependencies pinned in package.json (web-tree-sitter, tree-sitter-c-sharp, tree-sitter-php,
// tree-sitter-ruby); they are WebAssembly builds, so no native compiler is needed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, finish, listCodeBlocks} from './lib.mjs';

const WASM = {
  csharp: 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm',
  php: 'tree-sitter-php/tree-sitter-php.wasm',
  ruby: 'tree-sitter-ruby/tree-sitter-ruby.wasm',
};
const MODULES = path.join(ROOT, 'node_modules');
const RUNTIME = path.join(MODULES, 'web-tree-sitter', 'web-tree-sitter.js');

/**
 * Null when the parsers are installed, else the reason (a missing `npm ci`).
 * @returns {string | null}
 */
export function ensureParsers() {
  const missing = [RUNTIME, ...Object.values(WASM).map((w) => path.join(MODULES, w))].filter((f) => !fs.existsSync(f));
  return missing.length
    ? `the tree-sitter parsers are not installed (${missing.map((f) => path.relative(ROOT, f)).join(', ')}): run npm ci`
    : null;
}

/**
 * A parser for one language ('csharp', 'php' or 'ruby'); call ensureParsers() first.
 * @param {'csharp' | 'php' | 'ruby'} lang
 */
export async function parserFor(lang) {
  const {Parser, Language} = await import(RUNTIME);
  await Parser.init();
  const language = await Language.load(path.join(MODULES, WASM[lang]));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/**
 * The first syntax errors of a tree, as "line:col message" (1-based, relative to the parsed text).
 * @param {any} root @param {number} [max]
 */
export function syntaxErrors(root, max = 3) {
  /** @type {string[]} */
  const out = [];
  const visit = (/** @type {any} */ n) => {
    if (out.length >= max) return;
    if (n.isMissing) out.push(`${n.startPosition.row + 1}:${n.startPosition.column + 1}: missing ${n.type}`);
    else if (n.isError) {
      out.push(
        `${n.startPosition.row + 1}:${n.startPosition.column + 1}: unexpected ${JSON.stringify(n.text.slice(0, 40))}`,
      );
    } else if (n.hasError) for (const c of n.children) visit(c);
  };
  visit(root);
  return out;
}

/** Levenshtein distance, for "did you mean" hints. */
export function distance(/** @type {string} */ a, /** @type {string} */ b) {
  const d = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      prev = t;
    }
  }
  return d[b.length];
}

/** The nearest of some names to a wrong one, for failure messages. */
export function nearest(/** @type {string} */ name, /** @type {Iterable<string>} */ names) {
  let best = '';
  let score = Infinity;
  for (const n of names) {
    const s = distance(name, n) - (n.toLowerCase().includes(name.toLowerCase()) ? 2 : 0);
    if (s < score) [best, score] = [n, s];
  }
  return best;
}

/**
 * The common start of a name-checking suite: the blocks of its languages, its manifest and its
 * parser. When something it needs is missing (the parser, the manifest, or the syntax checker
 * `tool`), a suite run as a script prints one failed test per missing piece and exits; imported
 * (by a test), it throws.
 * @param {{label: string, langs: string[], manifest: string, parser: 'csharp' | 'php' | 'ruby',
 *   main: boolean, tool?: {cmd: string, install: string}}} options
 */
export async function startNameCheck({label, langs, manifest, parser, main, tool}) {
  const file = path.join(ROOT, 'manifests', manifest);
  const blocks = listCodeBlocks().filter((b) => langs.includes(b.lang));
  /** @type {{name: string, ok: boolean, message?: string}[]} */
  const results = [];
  const nocheck = blocks.filter((b) => b.nocheck !== null);
  const problem = ensureParsers();
  const toolMissing = Boolean(main && tool && spawnSync(tool.cmd, ['--version']).status !== 0);
  if (problem || !fs.existsSync(file) || toolMissing) {
    if (!main) throw new Error(problem ?? `manifests/${manifest} is missing`);
    if (toolMissing && tool)
      results.push({name: tool.cmd, ok: false, message: `${tool.cmd} not found: ${tool.install}`});
    if (problem) results.push({name: `${parser} parser (tree-sitter)`, ok: false, message: problem});
    if (!fs.existsSync(file)) {
      const generator = `scripts/manifests/${manifest.replace(/\.json$/, '.mjs')}`;
      results.push({name: `manifests/${manifest}`, ok: false, message: `missing: run ${generator}`});
    }
    process.exit(finish(label, results, `(nocheck ${nocheck.length} of ${blocks.length} blocks)`));
  }
  return {
    blocks,
    results,
    nocheck,
    manifest: JSON.parse(fs.readFileSync(file, 'utf8')),
    parser: await parserFor(parser),
  };
}

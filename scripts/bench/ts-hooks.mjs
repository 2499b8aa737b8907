// @ts-check
// Module hooks that let the bench run the site's TypeScript search engine (src/lib/search) in Node
// exactly as the browser does: extensionless relative imports resolve to .ts files, which the
// project's TypeScript compiler transpiles to ES modules (a directory resolves to its index.ts).
// Registered by scripts/bench/search.mjs, corpus.mjs and relevance.mjs.
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (/^\.{1,2}\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier) && context.parentURL?.endsWith('.ts')) {
    for (const candidate of [
      new URL(`${specifier}.ts`, context.parentURL),
      new URL(`${specifier}/index.ts`, context.parentURL),
    ]) {
      if (fs.existsSync(candidate)) return {url: candidate.href, shortCircuit: true};
    }
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const {outputText} = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}

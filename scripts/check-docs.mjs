#!/usr/bin/env node
// @ts-check
// Fast authoring check for MDX pages, no build needed: front matter fields and tags, MDX that
// compiles, relative links whose target file exists, the never-ship strings, and every
// <Diagram …/> placed (plugins/remark-diagram: source, alt, caption and rendered SVGs).
// Usage: node scripts/check-docs.mjs [FILE_OR_DIR ...]   (default: docs ai-cookbook)
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import matter from 'gray-matter';
import {createRequire} from 'node:module';
import {loadVocabulary, NEVER_SHIP, markdownLinks} from './lib/content-rules.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The site's own remark plugin (TypeScript), loaded the way Docusaurus loads its config. */
const remarkDiagram = createRequire(import.meta.url)('jiti')(import.meta.url)(
  '../plugins/remark-diagram/index.ts',
).default;

const roots = process.argv.slice(2);
/** @type {string[]} */
const files = [];
/** @param {string} p */
function walk(p) {
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e));
  } else if (/\.mdx?$/.test(p) && !path.basename(p).startsWith('_')) {
    files.push(p);
  }
}
for (const r of roots.length ? roots : ['docs', 'ai-cookbook']) if (fs.existsSync(r)) walk(r);

let problems = 0;
const report = (/** @type {string} */ file, /** @type {string} */ msg) => {
  problems += 1;
  console.log(`${file}: ${msg}`);
};

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const vocab = loadVocabulary(file);
  let fm;
  let body;
  try {
    const parsed = matter(text);
    fm = parsed.data;
    body = parsed.content;
  } catch (e) {
    report(file, `front matter is not valid YAML: ${/** @type {Error} */ (e).message}`);
    continue;
  }
  for (const key of ['id', 'title', 'description', 'tags']) {
    if (fm[key] === undefined || fm[key] === '') report(file, `front matter lacks ${key}`);
  }
  if (typeof fm.description === 'string' && fm.description.length > 160) {
    report(file, `description is ${fm.description.length} characters (at most 160)`);
  }
  for (const tag of Array.isArray(fm.tags) ? fm.tags : []) {
    if (!vocab.has(tag)) report(file, `unknown tag "${tag}"`);
  }
  for (const re of NEVER_SHIP) if (re.test(text)) report(file, `contains never-ship text ${re}`);
  for (const {target, line} of markdownLinks(body)) {
    const [p] = target.split('#');
    const resolved = path.resolve(path.dirname(file), decodeURI(p));
    if (!fs.existsSync(resolved)) report(file, `line ${line}: link target ${target} does not exist`);
  }
  try {
    await compile(
      // the front matter as blank lines, so that line numbers are the file's
      {value: text.slice(0, text.length - body.length).replace(/[^\n]/g, '') + body, path: path.resolve(file)},
      {remarkPlugins: [remarkGfm, remarkDirective, [remarkDiagram, {siteDir: ROOT}]]},
    );
  } catch (e) {
    // A VFileMessage from the MDX compiler, or any other error.
    const error = /** @type {Error & {reason?: string, line?: number, place?: {line?: number}}} */ (e);
    report(
      file,
      `MDX does not compile: ${error.reason ?? error.message} (line ${error.line ?? error.place?.line ?? '?'})`,
    );
  }
}
console.log(`${files.length} pages checked, ${problems} problems`);
process.exit(problems ? 1 : 0);

#!/usr/bin/env node
// @ts-check
// The content gate: every page's front matter, tags, never-ship strings and
// substance for its kind; and, given a build, that every route of tests/routes.txt (the routes the
// site promises) is served, except those listed as not yet written in tests/pending-routes.txt
// (which must not be served: the list only shrinks), that the llms exports pass every point
// they are compared on with docusaurus-plugin-llms (scripts/lib/llms-exports.mjs; `npm run bench --
// llms`), and that search still finds the page behind the labelled questions
// (scripts/bench/labelled-queries.json) at least as often as RELEVANCE_GOALS asks. Writes one
// result per check to --json FILE.
// Usage: node scripts/check-content.mjs [--build build] [--json reports/content.json]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {loadVocabulary, NEVER_SHIP} from './lib/content-rules.mjs';
import {substanceProblems} from './lib/page-kinds.mjs';
import {analyzeExports, exportProblems, mdxSourceBytes, siteOrigin} from './lib/llms-exports.mjs';
import {labelledCounts} from './lib/bench-measures.mjs';

const args = process.argv.slice(2);
const opt = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const buildDir = opt('--build');
const jsonOut = opt('--json');
// The routes the site must serve, one per line (ROUTES_FILE reads another list).
const routesFile = process.env.ROUTES_FILE ?? 'tests/routes.txt';
const pendingFile = 'tests/pending-routes.txt';

/** @type {{name: string, ok: boolean, problems: string[]}[]} */
const results = [];
const record = (/** @type {string} */ name, /** @type {string[]} */ problems) =>
  results.push({name, ok: problems.length === 0, problems});

/**
 * @param {string} dir
 * @param {string[]} [out]
 */
function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(p);
  }
  return out;
}

for (const file of [...walk('docs'), ...walk('ai-cookbook')].sort()) {
  const text = fs.readFileSync(file, 'utf8');
  /** @type {string[]} */
  const problems = [];
  let parsed;
  try {
    parsed = matter(text);
  } catch (e) {
    record(file, [`front matter is not valid YAML: ${/** @type {Error} */ (e).message}`]);
    continue;
  }
  const fm = parsed.data;
  for (const key of ['id', 'title', 'description', 'tags'])
    if (fm[key] === undefined || fm[key] === '') problems.push(`front matter lacks ${key}`);
  if (typeof fm.description === 'string' && fm.description.length > 160)
    problems.push(`description is ${fm.description.length} characters (at most 160)`);
  const vocab = loadVocabulary(file);
  for (const tag of Array.isArray(fm.tags) ? fm.tags : []) if (!vocab.has(tag)) problems.push(`unknown tag "${tag}"`);
  for (const re of NEVER_SHIP) if (re.test(text)) problems.push(`contains never-ship text ${re}`);
  problems.push(...substanceProblems(file, parsed.content));
  record(file, problems);
}

/**
 * @param {string} buildDir
 * @param {string} route
 */
function served(buildDir, route) {
  const p = route.replace(/^\/+|\/+$/g, '');
  if (!p) return fs.existsSync(path.join(buildDir, 'index.html'));
  return fs.existsSync(path.join(buildDir, p, 'index.html')) || fs.existsSync(path.join(buildDir, `${p}.html`));
}

if (buildDir) {
  if (!fs.existsSync(routesFile)) {
    record('routes.txt', [`cannot read ${routesFile}; set ROUTES_FILE to a list of routes`]);
  } else {
    const routes = fs
      .readFileSync(routesFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const pending = new Set(
      fs.existsSync(pendingFile)
        ? fs
            .readFileSync(pendingFile, 'utf8')
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l && !l.startsWith('#'))
        : [],
    );
    for (const route of routes) {
      const isServed = served(buildDir, route);
      if (pending.has(route)) {
        record(`route ${route} (pending)`, isServed ? [`is served now: remove it from ${pendingFile}`] : []);
      } else {
        record(`route ${route}`, isServed ? [] : ['is not served by the build']);
      }
    }
  }
}

if (buildDir) {
  try {
    const figures = analyzeExports({
      exportDir: buildDir,
      buildDir,
      origin: siteOrigin(buildDir),
      sourceBytes: mdxSourceBytes(['docs', 'ai-cookbook']),
    });
    for (const {point, problems} of exportProblems(figures)) record(`llms exports: ${point}`, problems);
  } catch (error) {
    record('llms exports', [`cannot read the build in ${buildDir}: ${/** @type {Error} */ (error).message}`]);
  }
}

/**
 * The share of the labelled questions whose page search must rank first, and in the top 5: a page
 * edit that takes the answer out of a heading, or a ranking change, shows here before readers
 * notice it.
 */
const RELEVANCE_GOALS = {first: 0.9, top5: 0.98};

if (buildDir) {
  // The labelled questions ranked on this build's index by the engine the browser uses.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'relevance-'));
  const out = path.join(tmp, 'ranks.json');
  const run = spawnSync(process.execPath, ['scripts/bench/relevance.mjs', '--build-dir', buildDir, '--json', out], {
    encoding: 'utf8',
  });
  if (run.status !== 0 || !fs.existsSync(out)) {
    record('search relevance', [
      `scripts/bench/relevance.mjs failed: ${(run.stderr || run.stdout).trim().split('\n').pop()}`,
    ]);
  } else {
    /** @type {{query: string, target: string, rank: number, first: string}[]} */
    const ranks = JSON.parse(fs.readFileSync(out, 'utf8'));
    const {first, top5} = labelledCounts(ranks.map((r) => r.rank));
    const missed = ranks
      .filter((r) => r.rank !== 1)
      .map((r) => `"${r.query}" → ${r.target} (rank ${r.rank || '-'}, first ${r.first})`);
    /** @type {string[]} */
    const problems = [];
    if (first < RELEVANCE_GOALS.first * ranks.length)
      problems.push(
        `${first} of ${ranks.length} labelled questions rank their page first (at least ${Math.ceil(RELEVANCE_GOALS.first * ranks.length)}); not first: ${missed.join('; ')}`,
      );
    if (top5 < RELEVANCE_GOALS.top5 * ranks.length)
      problems.push(
        `${top5} of ${ranks.length} rank it in the top 5 (at least ${Math.ceil(RELEVANCE_GOALS.top5 * ranks.length)})`,
      );
    record('search relevance', problems);
  }
  fs.rmSync(tmp, {recursive: true, force: true});
}

const failed = results.filter((r) => !r.ok);
for (const r of failed) for (const p of r.problems) console.log(`✘ ${r.name}: ${p}`);
console.log(`content: ${results.length - failed.length} passed, ${failed.length} failed`);
if (jsonOut) {
  fs.mkdirSync(path.dirname(jsonOut), {recursive: true});
  fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
}
process.exit(failed.length ? 1 : 0);

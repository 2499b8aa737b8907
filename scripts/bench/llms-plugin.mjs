// @ts-check
// `npm run bench -- llms`: our llms exporter (plugins/llms-export) against docusaurus-plugin-llms on
// the same build. It builds config/llms-compare.config.ts (the site plus both exporters, each timed
// in postBuild) into .cache/llms-compare/build, where ours writes its files, while the plugin writes
// into .cache/llms-compare/plugin; then it measures both sets with scripts/lib/llms-exports.mjs and
// prints the comparison as a Markdown table (README.md, "Files for machines", holds the latest).
// Usage: node scripts/bench.mjs llms [--skip-build] [--dir DIR] [--json FILE]
//        (or node scripts/bench/llms-plugin.mjs with the same flags)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {analyzeExports, builtDocPages, exportProblems, mdxSourceBytes, siteOrigin} from '../lib/llms-exports.mjs';
import {ROOT} from './site.mjs';

const USAGE = 'Usage: node scripts/bench.mjs llms [--skip-build] [--dir DIR] [--json FILE]';
const CONFIG = 'config/llms-compare.config.ts';

/**
 * @typedef {import('../lib/llms-exports.mjs').ExportFigures} ExportFigures
 * @typedef {{ours: number[], plugin: number[]}} Timings
 * @typedef {{date: string, build: {seconds: number, loadAverage: number[]} | null, timings: Timings,
 *   pluginVersion: string, ours: ExportFigures, plugin: ExportFigures,
 *   problems: {ours: ReturnType<typeof exportProblems>, plugin: ReturnType<typeof exportProblems>}}} LlmsComparison
 */

/** @param {string[]} argv */
function parseArgs(argv) {
  const options = {skipBuild: false, dir: '.cache/llms-compare', json: /** @type {string | null} */ (null)};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--dir') options.dir = argv[++i] ?? '';
    else if (arg === '--json') options.json = argv[++i] ?? null;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`Unknown argument ${arg}. ${USAGE}`);
      process.exit(2);
    }
  }
  return {...options, dir: path.resolve(ROOT, options.dir)};
}

/**
 * Builds the scratch configuration into `dir`/build; exits the process when the build fails.
 * @param {string} dir
 */
async function build(dir) {
  fs.mkdirSync(dir, {recursive: true});
  const logFile = path.join(dir, 'build.log');
  console.log(`Building ${CONFIG} into ${path.relative(ROOT, dir)}/build (log: ${path.relative(ROOT, logFile)})…`);
  const log = fs.openSync(logFile, 'w');
  const env = {...process.env, LLMS_COMPARE_DIR: dir, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build', '--config', CONFIG, '--out-dir', path.join(dir, 'build')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  fs.closeSync(log);
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    console.error(`\nThe build failed (exit ${code}). Last lines of ${logFile}:\n${tail}`);
    process.exit(1);
  }
  return {seconds, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10)};
}

const kib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One cell per full export and the .md files: `full / quickstart / api-reference / .md`.
 * @param {ExportFigures} figures
 * @param {(f: {defects: import('../lib/llms-exports.mjs').Defects, links: import('../lib/llms-exports.mjs').LinkFigures,
 *   pages: number, pageUrls: number, bytes: number}) => number | string} value
 */
function perFile(figures, value) {
  const full = figures.files.filter((f) => f.name !== 'llms.txt');
  const md = {...figures.markdown, pages: figures.markdown.files, pageUrls: 0};
  return [...full, md].map((f) => value(f)).join(' / ');
}

/**
 * The comparison as Markdown table rows: [point, ours, plugin].
 * @param {LlmsComparison} c
 * @returns {string[][]}
 */
function comparisonRows(c) {
  /** @param {(f: ExportFigures) => string | number} value */
  const both = (value) => [String(value(c.ours)), String(value(c.plugin))];
  const llmsTxt = (/** @type {ExportFigures} */ f) => f.files.find((x) => x.name === 'llms.txt');
  const full = (/** @type {ExportFigures} */ f) => f.files.find((x) => x.name === 'llms-full.txt');
  const order = (/** @type {ExportFigures} */ f) =>
    `${f.order.requiredFirstInOrder ? 'yes' : 'no'}; ${f.order.contiguous ? 'each in one run' : 'split'}`;
  return [
    ['Doc pages in llms.txt (of the build’s doc pages)', ...both((f) => `${f.listed} of ${f.builtPages}`)],
    ['Pages: full / quickstart / api-reference / .md files', ...both((f) => perFile(f, (x) => x.pages))],
    ['Pages that carry their URL (full exports)', ...both((f) => perFile(f, (x) => x.pageUrls).replace(/ \/ 0$/, ''))],
    ['JSX or HTML tags left in prose', ...both((f) => perFile(f, (x) => x.defects.jsxTags))],
    ['`<Tabs>`/`<TabItem>` left', ...both((f) => perFile(f, (x) => x.defects.tabs))],
    ['Admonition markers (`:::note`) left', ...both((f) => perFile(f, (x) => x.defects.admonitions))],
    [
      'MDX import/export lines and `{expressions}` left',
      ...both((f) => perFile(f, (x) => x.defects.imports + x.defects.expressions)),
    ],
    ['Code blocks', ...both((f) => perFile(f, (x) => x.defects.fences))],
    ['Empty code blocks (`file=` not filled)', ...both((f) => perFile(f, (x) => x.defects.emptyFences))],
    ['Relative links (`./timers.mdx`, `#anchor`)', ...both((f) => perFile(f, (x) => x.links.relative))],
    [
      'Absolute links into the site / leading nowhere',
      ...both((f) => perFile(f, (x) => `${x.links.site}/${x.links.unresolved.length}`)),
    ],
    [
      'llms.txt links: absolute / leading nowhere',
      ...both((f) => `${llmsTxt(f)?.links.site}/${llmsTxt(f)?.links.unresolved.length}`),
    ],
    ['llms.txt `##` sections', ...both((f) => String(llmsTxt(f)?.sectionHeadings))],
    ['Required sections first, in order', ...both(order)],
    ['Sections in sidebar order', ...both((f) => `${f.order.sectionsInSidebarOrder} of ${f.order.sectionsChecked}`)],
    ['llms.txt descriptions cut short', ...both((f) => String(llmsTxt(f)?.cutDescriptions))],
    [
      'Size: llms.txt / full / quickstart / api-reference / .md files',
      ...both((f) => [kib(llmsTxt(f)?.bytes ?? 0), perFile(f, (x) => kib(x.bytes))].join(' / ')),
    ],
    ['llms-full.txt ÷ MDX pages (bytes)', ...both((f) => ((full(f)?.bytes ?? 0) / f.sourceBytes).toFixed(2))],
    [
      'postBuild time, each run (fastest)',
      ...[c.timings.ours, c.timings.plugin].map((t) => `${t.map(seconds).join(', ')} (${seconds(Math.min(...t))})`),
    ],
  ];
}

/** @param {string[][]} rows */
function markdownTable(rows) {
  const header = ['Point', 'llms-export (ours)', `docusaurus-plugin-llms`];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/**
 * Builds (unless --skip-build), measures both exporters and prints the comparison.
 * @param {string[]} argv the flags
 */
export async function compareLlmsExporters(argv) {
  const options = parseArgs(argv);
  const buildDir = path.join(options.dir, 'build');
  const built = options.skipBuild ? null : await build(options.dir);
  const timingsFile = path.join(options.dir, 'timings.json');
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(timingsFile)) {
    console.error(`No comparison build in ${options.dir}: run without --skip-build.`);
    process.exit(1);
  }
  const origin = siteOrigin(buildDir);
  const pages = builtDocPages(buildDir);
  const sourceBytes = mdxSourceBytes(['docs', 'ai-cookbook'].map((d) => path.join(ROOT, d)));
  const ours = analyzeExports({exportDir: buildDir, buildDir, origin, sourceBytes, pages});
  const plugin = analyzeExports({exportDir: path.join(options.dir, 'plugin'), buildDir, origin, sourceBytes, pages});
  const pluginVersion = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/docusaurus-plugin-llms/package.json'), 'utf8'),
  ).version;
  /** @type {LlmsComparison} */
  const comparison = {
    date: new Date().toISOString(),
    build: built,
    timings: JSON.parse(fs.readFileSync(timingsFile, 'utf8')),
    pluginVersion,
    ours,
    plugin,
    problems: {ours: exportProblems(ours), plugin: exportProblems(plugin)},
  };

  console.log(
    `\nllms exports: ours against docusaurus-plugin-llms ${pluginVersion}, on one build of ${pages.size} doc pages`,
  );
  if (built)
    console.log(
      `build (both exporters, each run twice): ${built.seconds.toFixed(0)} s, load average ${built.loadAverage.join(' ')}`,
    );
  console.log(
    'Cells with four figures: llms-full.txt / llms-quickstart.txt / llms-api-reference.txt / the .md files.\n',
  );
  console.log(markdownTable(comparisonRows(comparison)));
  for (const [who, points] of Object.entries(comparison.problems)) {
    const failed = points.filter((p) => p.problems.length);
    console.log(
      `\nThe export checks of npm run test:content -- --build, on ${who}: ${points.length - failed.length} of ${points.length} points pass`,
    );
    for (const {point, problems} of failed) console.log(`  ✘ ${point}: ${problems.join('; ')}`);
  }
  if (options.json) {
    fs.mkdirSync(path.dirname(path.resolve(options.json)), {recursive: true});
    fs.writeFileSync(options.json, JSON.stringify(comparison, null, 2));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  compareLlmsExporters(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

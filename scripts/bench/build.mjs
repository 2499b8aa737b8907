// @ts-check
// Measure 1 of the bench: a cold build (`docusaurus clear`, then `docusaurus build`) — wall time and
// peak memory — and the pages it wrote.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isRedirectHtml, treeRssKb} from '../lib/bench-measures.mjs';
import {ROOT} from './site.mjs';

/**
 * @typedef {{seconds: number, peakKb: number, peakHow: string}} BuildFigures
 * @typedef {{pages: number, redirects: number}} PageCount
 */

/** Resident memory (KB) of a process tree now, from `ps`. */
function sampleTreeRssKb(/** @type {number} */ rootPid) {
  const result = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  return result.status === 0 ? treeRssKb(result.stdout, rootPid) : 0;
}

/**
 * @typedef {{
 *   cwd?: string,
 *   outDir: string,
 *   logFile: string,
 *   clear?: boolean,
 * }} BuildOptions
 *   `cwd` is the Docusaurus site (this repository by default); `clear` runs `docusaurus clear` first
 *   (which also empties the bundler cache in node_modules/.cache) and removes `outDir`.
 * @typedef {{seconds: number, treeKb: number, largestKb: number | null}} TimedBuild
 *   `treeKb` is the peak of the summed resident memory of the build's process tree (sampled with
 *   `ps` every 250 ms); `largestKb` the largest single process (`/usr/bin/time -v`), when available.
 */

/**
 * Runs `docusaurus build` (after `docusaurus clear` when asked) and measures it; the log goes to
 * `logFile`. Throws, with the log's last lines, when the build fails.
 * @param {BuildOptions} options
 * @returns {Promise<TimedBuild>}
 */
export async function timedBuild({cwd = ROOT, outDir, logFile, clear = false}) {
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
  if (clear) {
    spawnSync('npx', ['docusaurus', 'clear'], {cwd, env, stdio: 'ignore'});
    fs.rmSync(outDir, {recursive: true, force: true});
  }
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const log = fs.openSync(logFile, 'w');
  const buildArgs = ['docusaurus', 'build', '--out-dir', outDir];
  const useTime = fs.existsSync('/usr/bin/time');
  const timeReport = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  /** @type {[string, string[]]} */
  const [cmd, args] = useTime ? ['/usr/bin/time', ['-v', '-o', timeReport, 'npx', ...buildArgs]] : ['npx', buildArgs];

  const started = performance.now();
  const child = spawn(cmd, args, {cwd, env, stdio: ['ignore', log, log]});
  let treeKb = 0;
  const sampler = setInterval(() => (treeKb = Math.max(treeKb, sampleTreeRssKb(Number(child.pid)))), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  fs.closeSync(log);

  let largestKb = null;
  if (useTime && fs.existsSync(timeReport)) {
    const match = fs.readFileSync(timeReport, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/);
    largestKb = match ? Number(match[1]) : null;
    fs.rmSync(timeReport, {force: true});
  }
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`The build in ${cwd} failed (exit ${code}). Last lines of ${logFile}:\n${tail}`);
  }
  return {seconds, treeKb, largestKb};
}

/**
 * Builds the site from cold into `buildDir` (the log goes to reports/bench-build.log); exits the
 * process when the build fails.
 * @param {string} buildDir
 * @returns {Promise<BuildFigures>}
 */
export async function coldBuild(buildDir) {
  console.log('Cold build: docusaurus clear, then docusaurus build (output in reports/bench-build.log)…');
  try {
    const build = await timedBuild({
      outDir: buildDir,
      logFile: path.join(ROOT, 'reports/bench-build.log'),
      clear: true,
    });
    return build.largestKb == null
      ? {seconds: build.seconds, peakKb: build.treeKb, peakHow: 'sum of the process tree, sampled with ps every 250 ms'}
      : {seconds: build.seconds, peakKb: build.largestKb, peakHow: 'largest process, /usr/bin/time -v'};
  } catch (error) {
    console.error(`\n${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

/**
 * Appends an MDX comment to a page (.md pages are MDX too, Docusaurus's default) so that the next build sees one changed source file; returns the
 * function that puts the file back exactly as it was (content and modification time).
 * @param {string} file an .md or .mdx page
 */
export function touchPage(file) {
  const original = fs.readFileSync(file);
  const {atime, mtime} = fs.statSync(file);
  fs.appendFileSync(file, '\n{/* bench: incremental rebuild */}\n');
  const onSignal = () => process.exit(130); // runs restore through the 'exit' listener
  const restore = () => {
    process.off('exit', restore);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    fs.writeFileSync(file, original);
    fs.utimesSync(file, atime, mtime);
  };
  process.once('exit', restore);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return restore;
}

/**
 * A cold build (after `docusaurus clear`) and then, with the bundler cache it left, a rebuild after
 * one page changed; the page is restored afterwards whatever happens.
 * @param {{cwd?: string, outDir: string, page: string, logPrefix: string}} options
 * @returns {Promise<{cold: TimedBuild, incremental: TimedBuild}>}
 */
export async function coldAndIncremental({cwd = ROOT, outDir, page, logPrefix}) {
  const cold = await timedBuild({cwd, outDir, logFile: `${logPrefix}-cold.log`, clear: true});
  const restore = touchPage(path.join(cwd, page));
  try {
    const incremental = await timedBuild({cwd, outDir, logFile: `${logPrefix}-incremental.log`});
    return {cold, incremental};
  } finally {
    restore();
  }
}

/**
 * The HTML pages of a build, outside assets/: real pages and client-redirect pages.
 * @param {string} buildDir
 * @returns {PageCount}
 */
export function countPages(buildDir) {
  let pages = 0;
  let redirects = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html')) {
        if (isRedirectHtml(fs.readFileSync(full, 'utf8').slice(0, 2000))) redirects++;
        else pages++;
      }
    }
  };
  walk(buildDir);
  return {pages, redirects};
}

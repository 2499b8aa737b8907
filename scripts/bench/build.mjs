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
 * Builds the site from cold into `buildDir` (the log goes to reports/bench-build.log); exits the
 * process when the build fails.
 * @param {string} buildDir
 * @returns {Promise<BuildFigures>}
 */
export async function coldBuild(buildDir) {
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
  console.log('Cold build: docusaurus clear, then docusaurus build (output in reports/bench-build.log)…');
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, env, stdio: 'ignore'});
  fs.rmSync(buildDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  const logFile = path.join(ROOT, 'reports/bench-build.log');
  const log = fs.openSync(logFile, 'w');
  const buildArgs = ['docusaurus', 'build', '--out-dir', buildDir];
  const useTime = fs.existsSync('/usr/bin/time');
  const timeReport = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  /** @type {[string, string[]]} */
  const [cmd, args] = useTime ? ['/usr/bin/time', ['-v', '-o', timeReport, 'npx', ...buildArgs]] : ['npx', buildArgs];

  const started = performance.now();
  const child = spawn(cmd, args, {cwd: ROOT, env, stdio: ['ignore', log, log]});
  let sampledPeakKb = 0;
  const sampler = useTime
    ? null
    : setInterval(() => (sampledPeakKb = Math.max(sampledPeakKb, sampleTreeRssKb(Number(child.pid)))), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (sampler) clearInterval(sampler);
  fs.closeSync(log);

  let peakKb = sampledPeakKb;
  let peakHow = 'sum of the process tree, sampled with ps every 250 ms';
  if (useTime && fs.existsSync(timeReport)) {
    const match = fs.readFileSync(timeReport, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/);
    peakKb = match ? Number(match[1]) : 0;
    peakHow = 'largest process, /usr/bin/time -v';
    fs.rmSync(timeReport, {force: true});
  }
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    console.error(`\nThe build failed (exit ${code}). Last lines of ${logFile}:\n${tail}`);
    process.exit(1);
  }
  return {seconds, peakKb, peakHow};
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

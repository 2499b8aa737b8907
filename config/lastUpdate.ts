// Last-update dates come from git history. A source archive or a container build that copies the
// tree without .git has no history; Docusaurus 3.8.1 then fails the build ("not a git
// repository"). There the site builds without dates, after one warning.
//
// Docusaurus asks git for each page's last commit with one `git log -- <file>` per page (~450
// shell + git processes, 8 at a time): most of the docs plugin's loadContent time on a busy 2-core
// machine. readLastCommits() reads the same answer for every file from one `git log --name-only`,
// and lastUpdateOptions() makes Docusaurus's lookup use it; a file the history does not name (not
// committed yet) still goes to Docusaurus's own command.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';

/** True when `dir` is inside a git work tree that git can read. */
export function insideGitWorkTree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** The docs plugin options that show last-update dates, or none (with one warning) outside git. */
export function lastUpdateOptions(
  dir: string,
  warn: (message: string) => void = (m) => logger.warn(m),
): {showLastUpdateAuthor: boolean; showLastUpdateTime: boolean} {
  if (insideGitWorkTree(dir)) {
    batchCommitDates(dir);
    return {showLastUpdateAuthor: true, showLastUpdateTime: true};
  }
  // Docusaurus loads the config more than once per build (and its workers inherit the environment):
  // warn once.
  if (process.env.DOCS_NO_GIT_WARNED !== '1') warn('Not a git checkout: pages are built without last-update dates.');
  process.env.DOCS_NO_GIT_WARNED = '1';
  return {showLastUpdateAuthor: false, showLastUpdateTime: false};
}

export interface LastCommit {
  /** Committer date, in milliseconds. */
  timestamp: number;
  author: string;
}

/**
 * The newest commit of every file in the history of the work tree holding `dir`, keyed by absolute
 * path: what `git log --max-count=1 --format=%ct,%an -- <file>` answers for each one.
 */
export function readLastCommits(dir: string): Map<string, LastCommit> {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], {cwd: dir, encoding: 'utf8'}).stdout.trim();
  const log = spawnSync(
    'git',
    ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', '--format=RESULT:%ct,%an', '--name-only'],
    {cwd: top, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024},
  );
  if (log.status !== 0) throw new Error(`git log failed in ${top}: ${log.stderr}`);
  const commits = new Map<string, LastCommit>();
  let current: LastCommit | null = null;
  for (const line of log.stdout.split('\n')) {
    const result = /^RESULT:(\d+),(.*)$/.exec(line);
    if (result) current = {timestamp: Number(result[1]) * 1000, author: result[2]!};
    else if (line && current) {
      const file = path.join(top, line);
      if (!commits.has(file)) commits.set(file, current);
    }
  }
  return commits;
}

type GetFileCommitDate = (
  file: string,
  options: {age?: 'oldest' | 'newest'; includeAuthor?: boolean},
) => Promise<{date: Date; timestamp: number; author?: string}>;

const BATCHED = Symbol.for('temporal-docs.batchedCommitDates');

/**
 * Makes @docusaurus/utils answer "newest commit of this file" from readLastCommits() (read once, on
 * the first question); other questions, and files the history does not name, go to its own command.
 * Idempotent: Docusaurus loads the config more than once per build.
 */
export function batchCommitDates(dir: string): void {
  const gitUtils = createRequire(path.join(dir, 'package.json'))('@docusaurus/utils/lib/gitUtils') as {
    getFileCommitDate: GetFileCommitDate & {[BATCHED]?: true};
  };
  if (gitUtils.getFileCommitDate[BATCHED]) return;
  const original = gitUtils.getFileCommitDate;
  let commits: Map<string, LastCommit> | undefined;
  const batched: GetFileCommitDate & {[BATCHED]?: true} = async (file, options) => {
    if (options.age === 'newest') {
      commits ??= readLastCommits(dir);
      const commit = commits.get(path.resolve(file));
      if (commit) {
        const {timestamp, author} = commit;
        return options.includeAuthor
          ? {date: new Date(timestamp), timestamp, author}
          : {date: new Date(timestamp), timestamp};
      }
    }
    return original(file, options);
  };
  batched[BATCHED] = true;
  gitUtils.getFileCommitDate = batched;
}

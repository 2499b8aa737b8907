// Last-update dates come from git history. A source archive or a container build that copies the
// tree without .git has no history; Docusaurus 3.8.1 then fails the build ("not a git
// repository"). There the site builds without dates, after one warning.
import {spawnSync} from 'node:child_process';
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
  if (insideGitWorkTree(dir)) return {showLastUpdateAuthor: true, showLastUpdateTime: true};
  // Docusaurus loads the config more than once per build (and its workers inherit the environment):
  // warn once.
  if (process.env.DOCS_NO_GIT_WARNED !== '1') warn('Not a git checkout: pages are built without last-update dates.');
  process.env.DOCS_NO_GIT_WARNED = '1';
  return {showLastUpdateAuthor: false, showLastUpdateTime: false};
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {lastUpdateOptions, readLastCommits, batchCommitDates} from '../lastUpdate';

const ROOT = path.resolve(__dirname, '../..');

/** Docusaurus's own question for one file: its newest commit, `%ct,%an`. */
function gitLastCommit(file: string): string {
  const result = spawnSync('git', ['log', '--format=%ct,%an', '--max-count=1', '--', path.basename(file)], {
    cwd: path.dirname(file),
    encoding: 'utf8',
  });
  return result.stdout.trim();
}

describe('lastUpdateOptions', () => {
  it('shows last-update dates in a git checkout', () => {
    const warnings: string[] = [];
    expect(lastUpdateOptions(process.cwd(), (m) => warnings.push(m))).toEqual({
      showLastUpdateAuthor: true,
      showLastUpdateTime: true,
    });
    expect(warnings).toEqual([]);
  });

  it('turns them off with one warning in a tree without .git, however often the config loads', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    const warnings: string[] = [];
    delete process.env.DOCS_NO_GIT_WARNED;
    expect(lastUpdateOptions(dir, (m) => warnings.push(m))).toEqual({
      showLastUpdateAuthor: false,
      showLastUpdateTime: false,
    });
    lastUpdateOptions(dir, (m) => warnings.push(m));
    expect(warnings).toEqual(['Not a git checkout: pages are built without last-update dates.']);
  });
});

describe('readLastCommits', () => {
  const commits = readLastCommits(ROOT);
  const docs = spawnSync('git', ['ls-files', 'docs', 'ai-cookbook'], {cwd: ROOT, encoding: 'utf8'})
    .stdout.split('\n')
    .filter((f) => /\.mdx?$/.test(f));

  it('gives each committed page the commit that `git log -- <file>` names, from one git run', () => {
    expect(docs.length).toBeGreaterThan(20);
    // Every 20th page (the whole set takes one git process each).
    for (const file of docs.filter((_, i) => i % 20 === 0)) {
      const absolute = path.join(ROOT, file);
      const commit = commits.get(absolute);
      expect(commit, file).toBeDefined();
      expect(`${commit!.timestamp / 1000},${commit!.author}`, file).toBe(gitLastCommit(absolute));
    }
  });

  it('makes Docusaurus answer from that map, and ask git itself for a file the history does not name', async () => {
    batchCommitDates(ROOT);
    batchCommitDates(ROOT);
    const gitUtils = createRequire(path.join(ROOT, 'package.json'))('@docusaurus/utils/lib/gitUtils') as {
      getFileCommitDate: (file: string, options: object) => Promise<{timestamp: number; author?: string}>;
    };
    const file = path.join(ROOT, docs[0]!);
    const answer = await gitUtils.getFileCommitDate(file, {age: 'newest', includeAuthor: true});
    expect(`${answer.timestamp / 1000},${answer.author}`).toBe(gitLastCommit(file));
    const untracked = path.join(fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache-untracked-')), 'page.mdx');
    fs.writeFileSync(untracked, '# Not committed\n');
    try {
      await expect(gitUtils.getFileCommitDate(untracked, {age: 'newest', includeAuthor: true})).rejects.toThrow(
        /not tracked by git/,
      );
    } finally {
      fs.rmSync(path.dirname(untracked), {recursive: true, force: true});
    }
  });
});

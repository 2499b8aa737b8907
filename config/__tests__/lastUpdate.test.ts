import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lastUpdateOptions} from '../lastUpdate';

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

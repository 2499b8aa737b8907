import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import codeFilePlugin, {exampleFiles} from '../plugin';
import type {LoadContext} from '@docusaurus/types';

function tree(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('code-file plugin: example files are build dependencies of the bundler cache', () => {
  it('lists every example file and none of the toolchain output', () => {
    const root = tree([
      'go/timers/trial.go',
      'go/go.mod',
      'python/.venv/lib/site.py',
      'python/app/__pycache__/x.pyc',
      'python/app/workflows.py',
      'java/target/classes/A.class',
      'ai-cookbook/shared/temporal_cookbook.egg-info/PKG-INFO',
    ]);
    expect(exampleFiles(root).map((f) => path.relative(root, f))).toEqual([
      'go/go.mod',
      'go/timers/trial.go',
      'python/app/workflows.py',
    ]);
  });

  it("adds them to Rspack's persistent cache dependencies", () => {
    const siteDir = tree(['examples/go/a.go']);
    const plugin = codeFilePlugin({siteDir} as LoadContext);
    const config = {experiments: {cache: {type: 'persistent'}}};
    const merged = plugin.configureWebpack!(config as never, false, {} as never, {} as never) as {
      experiments: {cache: {buildDependencies: string[]}};
    };
    expect(merged.experiments.cache.buildDependencies).toEqual([path.join(siteDir, 'examples/go/a.go')]);
  });
});

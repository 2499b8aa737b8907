import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkCodeFile, {resolveCodeFile} from '../index';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-file-'));
fs.mkdirSync(path.join(root, 'examples'));
fs.writeFileSync(path.join(root, 'examples', 'hello.ts'), 'export const hello = 1;\n\n');

describe('remark-code-file', () => {
  it('fills a code block from the file its meta names and drops the attribute', () => {
    const node = {type: 'code', lang: 'ts', meta: 'title="hello.ts" file=examples/hello.ts', value: ''};
    remarkCodeFile({rootDir: root})({type: 'root', children: [node]} as never);
    expect(node.value).toBe('export const hello = 1;');
    expect(node.meta).toBe('title="hello.ts"');
  });

  it('leaves ordinary code blocks alone', () => {
    expect(resolveCodeFile('title="x.ts"', root)).toBeNull();
    expect(resolveCodeFile(undefined, root)).toBeNull();
  });

  it('fails with the path when the file is missing or outside the repository', () => {
    expect(() => resolveCodeFile('file=examples/missing.ts', root)).toThrow(
      /file=examples\/missing\.ts does not exist/,
    );
    expect(() => resolveCodeFile('file=../etc/passwd', root)).toThrow(/outside the repository/);
  });
});

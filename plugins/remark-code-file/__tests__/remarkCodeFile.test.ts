import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkCodeFile, {extractRegion, resolveCodeFile} from '../index';

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

describe('regions', () => {
  const source = [
    'package app',
    '',
    '// region: define',
    'func A() {',
    '\t// region: inner',
    '\tx := 1',
    '\t// endregion',
    '}',
    '// endregion: define',
    '',
    '# region: py',
    '    if True:',
    '        pass',
    '# endregion',
  ].join('\n');

  it('shows one region, dedented, without any marker lines', () => {
    expect(extractRegion(source, 'define', 'f')).toBe('func A() {\n\tx := 1\n}');
    expect(extractRegion(source, 'inner', 'f')).toBe('x := 1');
    expect(extractRegion(source, 'py', 'f')).toBe('if True:\n    pass');
  });

  it('shows the whole file without marker lines when no region is named', () => {
    expect(extractRegion(source, undefined, 'f')).not.toMatch(/region/);
    expect(extractRegion(source, undefined, 'f')).toMatch(/^package app\n\nfunc A\(\) \{\n\tx := 1\n\}/);
  });

  it('names the file and region when a region is missing, duplicated or unbalanced', () => {
    expect(() => extractRegion(source, 'nope', 'x.go')).toThrow('x.go has no region "nope".');
    expect(() => extractRegion('// region: a\n1\n// endregion\n// region: a\n2\n// endregion', 'a', 'x.go')).toThrow(
      /defines region "a" 2 times/,
    );
    expect(() => extractRegion('// region: a\n1', 'a', 'x.go')).toThrow(/"a" is never closed/);
    expect(() => extractRegion('1\n// endregion', 'a', 'x.go')).toThrow(/line 2 closes a region that is not open/);
  });

  it('reads file=path#region from a code block meta', () => {
    fs.writeFileSync(path.join(root, 'examples', 'r.py'), 'import x\n# region: body\nprint(1)\n# endregion\n');
    const node = {type: 'code', lang: 'python', meta: 'file=examples/r.py#body title="r.py"', value: ''};
    remarkCodeFile({rootDir: root})({type: 'root', children: [node]} as never);
    expect(node.value).toBe('print(1)');
    expect(node.meta).toBe('title="r.py"');
  });
});

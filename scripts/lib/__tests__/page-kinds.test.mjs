// @ts-check
import {describe, expect, it} from 'vitest';
import {pageKind, proseWords, substanceProblems} from '../page-kinds.mjs';
import {markdownLinks, NEVER_SHIP} from '../content-rules.mjs';
import {parseHeadersFile, headersFor} from '../headers.mjs';

const words = (/** @type {number} */ n) => Array.from({length: n}, () => 'durable').join(' ');

describe('page kinds', () => {
  it('classifies pages by their place in the tree', () => {
    expect(pageKind('docs/develop/go/timers.mdx').kind).toBe('guide');
    expect(pageKind('docs/encyclopedia/workflows/workflows.mdx').kind).toBe('concept');
    expect(pageKind('docs/cli/workflow.mdx').kind).toBe('reference');
    expect(pageKind('docs/develop/go/index.mdx').kind).toBe('landing');
    expect(pageKind('ai-cookbook/basic-python.mdx').kind).toBe('recipe');
  });

  it('counts prose without code, imports and JSX', () => {
    expect(proseWords("import X from 'y';\n\nOne two three.\n\n```go\nfunc main() {}\n```\n<Tabs>four</Tabs>")).toBe(4);
  });

  it('asks a guide for 500 words and code in its own language', () => {
    expect(substanceProblems('docs/develop/go/timers.mdx', words(600) + '\n```python\nx = 1\n```\n')).toEqual([
      'a guide page needs code in go',
    ]);
    expect(substanceProblems('docs/develop/go/timers.mdx', words(600) + '\n```go\nx := 1\n```\n')).toEqual([]);
    expect(substanceProblems('docs/develop/go/timers.mdx', words(100) + '\n```go\nx := 1\n```\n')[0]).toMatch(
      /100 words/,
    );
  });

  it('asks a reference page for a table or examples', () => {
    expect(substanceProblems('docs/references/errors.mdx', words(300))).toEqual([
      'a reference page needs a table or code examples',
    ]);
    expect(
      substanceProblems('docs/references/errors.mdx', words(300) + '\n| a | b |\n| --- | --- |\n| 1 | 2 |\n'),
    ).toEqual([]);
  });
});

describe('content rules', () => {
  it('finds relative page links outside code fences', () => {
    const body = '[a](./a.mdx) [b](https://x.io/b.md)\n```md\n[c](./c.mdx)\n```\n[d](../d/index.mdx#anchor)';
    expect(markdownLinks(body).map((l) => l.target)).toEqual(['./a.mdx', '../d/index.mdx#anchor']);
  });

  it('flags the never-ship strings', () => {
    for (const text of ['TODO: write', 'Coming soon', 'Lorem ipsum', 'the {brand} CLI']) {
      expect(
        NEVER_SHIP.some((re) => re.test(text)),
        text,
      ).toBe(true);
    }
    expect(NEVER_SHIP.some((re) => re.test('A to-do list Workflow'))).toBe(false);
  });
});

describe('_headers', () => {
  it('applies every matching rule to a path', () => {
    const rules = parseHeadersFile(
      '/*\n  X-Content-Type-Options: nosniff\n# comment\n/assets/*\n  Cache-Control: immutable\n',
    );
    expect(headersFor(rules, '/assets/js/main.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'immutable',
    });
    expect(headersFor(rules, '/workflows')).toEqual({'X-Content-Type-Options': 'nosniff'});
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resolveCodeFile} from '../../remark-code-file';
import {mdxToMarkdown, preprocess, stripFrontMatter, stripMagicComments} from '../mdxToMarkdown';
import {DEFAULT_OPTIONS} from '../options';

const fixtures = path.join(__dirname, 'fixtures');
const source = fs.readFileSync(path.join(fixtures, 'docs/develop/page.mdx'), 'utf8');

function convert(mdx: string = source): string {
  return mdxToMarkdown(mdx, {
    siteUrl: 'https://docs.example.com',
    permalink: '/develop/page',
    resolveLink: (href) => (href.startsWith('./timers.mdx') ? href.replace('./timers.mdx', '/develop/timers') : null),
    readCodeFile: (meta) => resolveCodeFile(meta, fixtures),
    admonitionLabels: DEFAULT_OPTIONS.admonitionLabels,
  });
}

describe('mdxToMarkdown on the fixture page', () => {
  const markdown = convert();

  it('drops front matter, imports, exports, expressions and the opening H1', () => {
    expect(markdown).not.toMatch(/^---/);
    expect(markdown).not.toContain('tags:');
    expect(markdown).not.toContain('import ');
    expect(markdown).not.toContain('export const answer');
    expect(markdown).not.toContain('answer');
    expect(markdown).not.toContain('# Fixture page');
    expect(markdown.startsWith('An opening paragraph')).toBe(true);
  });

  it('turns Tabs into one sub-section per tab, labelled by label or value, one level below the section', () => {
    expect(markdown).not.toMatch(/<\/?Tab/);
    expect(markdown).toContain('## Tabs\n\n### Go\n\nGo content.');
    expect(markdown).toContain('### python\n\nPython content.');
    expect(markdown).not.toContain('{#custom-id}');
  });

  it('turns admonitions into labelled blockquotes, with the title when one is given', () => {
    expect(markdown).not.toContain(':::');
    expect(markdown).toContain('> **Note:** A note with **bold** text.');
    expect(markdown).toContain('> **Superseded:** A titled caution.');
    expect(markdown).toContain('> **What you will learn:**\n>\n> - a list first');
  });

  it('keeps the language and title of code, fills file= blocks and removes highlight markers', () => {
    expect(markdown).toContain('```go title="main.go"\npackage main\nfunc main() {}\n```');
    expect(markdown).toContain('```ts title="hello.ts"\nexport const hello = 1;\nexport const world = 2;\n```');
    expect(markdown).toContain('```bash\ntemporal server start-dev\n```');
    expect(markdown).not.toMatch(/highlight-|file=/);
  });

  it('makes every link absolute: relative .mdx, site paths, anchors and component links', () => {
    expect(markdown).toContain('[relative link](https://docs.example.com/develop/timers#start-a-timer)');
    expect(markdown).toContain('[site link](https://docs.example.com/cli/workflow)');
    expect(markdown).toContain('[anchor](https://docs.example.com/develop/page#tables)');
    expect(markdown).toContain('[external link](https://example.com/x)');
    expect(markdown).toContain('[component link](https://docs.example.com/develop/)');
    expect(markdown).not.toMatch(/\]\((?!https:\/\/)/);
  });

  it('keeps tables as GFM tables, with links inside cells resolved', () => {
    expect(markdown).toContain('| Flag | Default |');
    expect(markdown).toContain('| `--port` | [7233](https://docs.example.com/develop/timers) |');
  });

  it('keeps the text of other JSX, drops empty components and lists link grids', () => {
    expect(markdown).not.toMatch(/<\/?[A-Za-z]/);
    expect(markdown).toContain('with **bold** text');
    expect(markdown).toContain(
      '- [**Go** guide](https://docs.example.com/develop/go/)\n- [**Java** guide](https://docs.example.com/develop/java/)',
    );
    expect(markdown).toContain('**More**\n\nHidden text.');
    expect(markdown).not.toContain('RetrySimulator');
  });
});

describe('mdxToMarkdown details', () => {
  it('nests tab headings under the nearest heading and restores the depth after the tabs', () => {
    const mdx = [
      '### Deep',
      '',
      '<Tabs>',
      '<TabItem value="a" label="A">',
      '',
      'a',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'After.',
    ].join('\n');
    expect(convert(mdx)).toBe('### Deep\n\n#### A\n\na\n\nAfter.\n');
  });

  it('keeps only the content of directives that are no admonition, and renders a component when asked', () => {
    const markdown = mdxToMarkdown(':::custom\nBody.\n:::\n\n<Cards />\n', {
      siteUrl: 'https://x.test',
      permalink: '/p',
      renderComponent: (name) =>
        name === 'Cards' ? [{type: 'paragraph', children: [{type: 'text', value: 'rendered'}]}] : undefined,
      admonitionLabels: {note: 'Note'},
    });
    expect(markdown).toBe('Body.\n\nrendered\n');
  });

  it('keeps string expressions as text and leaves unresolved relative links resolved against the page', () => {
    const markdown = mdxToMarkdown("A {'<'} B and [x](../missing.mdx).\n", {
      siteUrl: 'https://x.test',
      permalink: '/a/b',
    });
    expect(markdown).toBe('A < B and [x](https://x.test/missing.mdx).\n');
    expect(mdxToMarkdown("{'a' + 'b'} and {'it\\'s'}\n", {siteUrl: 'https://x.test', permalink: '/'})).toBe(
      "and it's\n",
    );
  });
});

describe('source helpers', () => {
  it('strips front matter only at the start', () => {
    expect(stripFrontMatter('---\ntitle: x\n---\nBody\n---\n')).toBe('Body\n---\n');
  });

  it('rewrites admonition titles and heading ids outside code fences only', () => {
    expect(preprocess(':::tip My title\n## H {#h}\n```\n:::tip Not a title\n## K {#k}\n```')).toBe(
      ':::tip[My title]\n## H\n```\n:::tip Not a title\n## K {#k}\n```',
    );
  });

  it('removes whole-line magic comments in any comment style and leaves other code alone', () => {
    const code = [
      'a',
      '  // highlight-next-line',
      '# highlight-start',
      'b // highlight-end is prose here',
      '<!-- highlight-end -->',
    ];
    expect(stripMagicComments(code.join('\n'))).toBe('a\nb // highlight-end is prose here');
  });
});

import {describe, expect, it} from 'vitest';
import {buildFullExport, buildLlmsTxt, extractLinks, findBrokenLinks, renderPage, type SiteInfo} from '../buildExports';
import {markdownPath} from '../markdownPath';
import {globToRegExp, orderPages, selectPages, type LoadedCollection, type LoadedDoc} from '../pages';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions} from '../options';
import {buildRobotsTxt} from '../robotsTxt';

const site: SiteInfo = {
  siteUrl: 'https://docs.example.com',
  baseUrl: '/',
  title: 'Example Docs',
  summary: 'What it is.',
};

function doc(id: string, extra: Partial<LoadedDoc> = {}): LoadedDoc {
  const slug = `/${id.replace(/(^|\/)index$/, '$1')}`;
  return {
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    source: `@site/docs/${id}.mdx`,
    permalink: slug,
    slug,
    unlisted: false,
    draft: false,
    frontMatter: {},
    ...extra,
  };
}

const main: LoadedCollection = {
  pluginId: 'default',
  docs: [
    doc('index', {slug: '/', permalink: '/'}),
    doc('cloud/index'),
    doc('cloud/metrics'),
    doc('glossary', {frontMatter: {sidebar_label: 'Terms'}}),
    doc('encyclopedia/workflows/workflows', {permalink: '/workflows', slug: '/workflows'}),
    doc('develop/go/set-up-your-local-go'),
    doc('develop/go/core-application'),
    doc('develop/index'),
    doc('quickstarts'),
    doc('cli/workflow'),
    doc('references/errors'),
    doc('evaluate/hidden', {unlisted: true}),
    doc('evaluate/noindex', {frontMatter: {noindex: true}}),
    doc('develop/orphan'),
  ],
  sidebars: {
    documentation: [
      {type: 'doc', id: 'index', label: 'Home'},
      {type: 'doc', id: 'quickstarts', label: 'Quickstarts'},
      {
        type: 'category',
        label: 'Develop',
        link: {type: 'doc', id: 'develop/index'},
        items: [
          {
            type: 'category',
            label: 'Go',
            items: [
              {type: 'doc', id: 'develop/go/set-up-your-local-go'},
              {type: 'doc', id: 'develop/go/core-application'},
            ],
          },
        ],
      },
      {
        type: 'category',
        label: 'Temporal Cloud',
        items: [
          {type: 'doc', id: 'cloud/index'},
          {type: 'doc', id: 'cloud/metrics'},
        ],
      },
      {type: 'category', label: 'Temporal CLI', items: [{type: 'doc', id: 'cli/workflow'}]},
      {type: 'category', label: 'References', items: [{type: 'doc', id: 'references/errors'}]},
      {type: 'category', label: 'Encyclopedia', items: [{type: 'doc', id: 'encyclopedia/workflows/workflows'}]},
      {type: 'doc', id: 'glossary'},
    ],
  },
};

const cookbook: LoadedCollection = {
  pluginId: 'ai-cookbook',
  docs: [
    doc('index', {slug: '/', permalink: '/ai-cookbook/', title: 'AI Cookbook'}),
    doc('recipe', {permalink: '/ai-cookbook/recipe'}),
  ],
  sidebars: {
    cookbook: [
      {type: 'doc', id: 'index'},
      {type: 'doc', id: 'recipe'},
    ],
  },
};

const pages = orderPages([main, cookbook], DEFAULT_OPTIONS.sectionOrder, DEFAULT_OPTIONS.ignorePaths);

describe('orderPages', () => {
  it('puts the named sections first in the required order, then the rest in sidebar order, the cookbook last', () => {
    expect(pages.map((p) => p.permalink)).toEqual([
      '/quickstarts',
      '/develop/',
      '/develop/go/set-up-your-local-go',
      '/develop/go/core-application',
      '/develop/orphan',
      '/cli/workflow',
      '/references/errors',
      '/workflows',
      '/glossary',
      '/',
      '/cloud/',
      '/cloud/metrics',
      '/ai-cookbook/',
      '/ai-cookbook/recipe',
    ]);
  });

  it('labels sections from the top-level sidebar items, the cookbook from its home page', () => {
    const labels = [...new Set(pages.map((p) => p.sectionLabel))];
    expect(labels).toEqual([
      'Quickstarts',
      'Develop',
      'Temporal CLI',
      'References',
      'Encyclopedia',
      'Terms',
      'Home',
      'Temporal Cloud',
      'AI Cookbook',
    ]);
  });

  it('leaves out unlisted, noindex and ignored pages', () => {
    const fixtures: LoadedCollection = {
      pluginId: 'fixtures',
      docs: [doc('x', {permalink: '/__fixtures/x'})],
      sidebars: {},
    };
    const all = orderPages([main, fixtures], DEFAULT_OPTIONS.sectionOrder, DEFAULT_OPTIONS.ignorePaths);
    expect(all.map((p) => p.id)).not.toContain('evaluate/hidden');
    expect(all.map((p) => p.id)).not.toContain('evaluate/noindex');
    expect(all.some((p) => p.collection === 'fixtures')).toBe(false);
  });
});

describe('partial exports', () => {
  it('matches doc ids with * inside a segment and ** across segments', () => {
    expect(globToRegExp('develop/*/set-up-*').test('develop/go/set-up-your-local-go')).toBe(true);
    expect(globToRegExp('develop/*/set-up-*').test('develop/go/deep/set-up-x')).toBe(false);
    expect(globToRegExp('cli/**').test('cli/a/b')).toBe(true);
  });

  it('selects the quickstart and API reference pages of the default options, in export order', () => {
    const [quickstart, reference] = DEFAULT_OPTIONS.partialExports;
    expect(selectPages(pages, quickstart!.include).map((p) => p.id)).toEqual([
      'quickstarts',
      'develop/go/set-up-your-local-go',
    ]);
    expect(selectPages(pages, reference!.include).map((p) => p.id)).toEqual(['cli/workflow', 'references/errors']);
  });
});

describe('llms.txt', () => {
  const text = buildLlmsTxt(pages, site, [{filename: 'llms-full.txt', title: 'every page'}]);

  it('follows llmstxt.org: H1, one blockquote paragraph, then ## sections of link lists', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Example Docs');
    expect(lines[2]).toBe('> What it is.');
    expect(text.match(/^# /gm)).toHaveLength(1);
    const listLines = lines.filter((l) => l.startsWith('- '));
    expect(listLines).toHaveLength(pages.length);
    for (const line of listLines) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.example\.com\/[^)]*\): \S/);
    expect(text).toContain(
      '## Quickstarts\n\n- [Title of quickstarts](https://docs.example.com/quickstarts): About quickstarts.',
    );
    expect(text).toContain('[llms-full.txt](https://docs.example.com/llms-full.txt)');
  });

  it('lists the sections in export order', () => {
    expect(text.match(/^## .*/gm)).toEqual([
      '## Quickstarts',
      '## Develop',
      '## Temporal CLI',
      '## References',
      '## Encyclopedia',
      '## Terms',
      '## Home',
      '## Temporal Cloud',
      '## AI Cookbook',
    ]);
  });
});

describe('page Markdown and full exports', () => {
  it('serves each page at its route plus .md, the home page at /index.md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/workflows')).toBe('/workflows.md');
    expect(markdownPath('/develop/')).toBe('/develop.md');
    expect(markdownPath('/develop/go/core-application')).toBe('/develop/go/core-application.md');
  });

  it('opens each page with its title, URL and description', () => {
    const page = renderPage({title: 'T', description: 'D\n  more', permalink: '/t'}, '## Body\n', site);
    expect(page).toBe('# T\n\nURL: https://docs.example.com/t\n\n> D more\n\n## Body\n');
  });

  it('joins the pages under a header, separated by rules', () => {
    const text = buildFullExport(
      {title: 'Full', summary: 'All of it.'},
      [{markdown: '# A\n'}, {markdown: '# B\n'}],
      site,
    );
    expect(text.startsWith('# Full\n\n> All of it.\n\n2 pages from https://docs.example.com/')).toBe(true);
    expect(text).toContain('\n\n---\n\n# A\n\n---\n\n# B\n');
  });
});

describe('link check', () => {
  const markdown = [
    '[a](https://docs.example.com/ok) [b](https://docs.example.com/gone#x) [c](https://other.test/gone)',
    '![img](https://docs.example.com/img/logo.svg) <https://docs.example.com/bare>',
    '[ref]: https://docs.example.com/defined',
  ].join('\n');

  it('finds inline links, images, autolinks and definitions', () => {
    expect(extractLinks(markdown)).toEqual([
      'https://docs.example.com/ok',
      'https://docs.example.com/gone#x',
      'https://other.test/gone',
      'https://docs.example.com/img/logo.svg',
      'https://docs.example.com/defined',
      'https://docs.example.com/bare',
    ]);
  });

  it('reports the site links whose path is not built, and no other host', () => {
    const built = new Set(['/ok', '/img/logo.svg', '/defined']);
    expect(findBrokenLinks(markdown, site, (p) => built.has(p))).toEqual([
      'https://docs.example.com/gone#x',
      'https://docs.example.com/bare',
    ]);
  });
});

describe('options and robots.txt', () => {
  it('accepts no options and rejects unknown keys and wrong values with a message naming the option', () => {
    const validate = (options: Record<string, unknown>) =>
      validateOptions({validate: normalizePluginOptions, options: options as never});
    expect(validate({})).toEqual({...DEFAULT_OPTIONS, id: 'default'});
    expect(() => validate({sectionOrdr: []})).toThrow(
      /^llms-export: "sectionOrdr" is not allowed\. Known options: sectionOrder, summary, partialExports/,
    );
    expect(() =>
      validate({partialExports: [{filename: 'llms.txt', title: 't', summary: 's', include: ['a']}]}),
    ).toThrow(/"partialExports\[0\]\.filename" "llms\.txt" is written by the plugin itself/);
    expect(() => validate({partialExports: [{filename: 'x.txt', title: 't', summary: 's', include: []}]})).toThrow(
      /"partialExports\[0\]\.include" must be a non-empty array of doc-id globs/,
    );
    const twice = {filename: 'x.txt', title: 't', summary: 's', include: ['a']};
    expect(() => validate({partialExports: [twice, twice]})).toThrow(
      /"partialExports\[1\]" has two entries named "x\.txt"/,
    );
    expect(() => validate({summary: 'one\n\ntwo'})).toThrow(/^llms-export: "summary" must be one non-empty paragraph/);
    expect(() => validate({ignorePaths: ['search']})).toThrow(/"ignorePaths\[0\]" must be a route starting with "\/"/);
    expect(() => validate({onBrokenLinks: 'ignore'})).toThrow(/"onBrokenLinks" must be one of \[throw, warn, site\]/);
  });

  it('names the sitemap of the configured site URL', () => {
    expect(buildRobotsTxt({siteUrl: 'https://preview.example.net', baseUrl: '/docs/'})).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://preview.example.net/docs/sitemap.xml\n',
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {buildCookbookIndex, CookbookMetadataError, paginate, recipeSources} from '../buildCookbookIndex';
import cookbookIndexPlugin from '../index';
import {validateOptions} from '../options';

const vocabulary = new Set(['python', 'openai', 'agents']);
const recipe = (file: string, overrides: Record<string, unknown> = {}, permalink?: string) => ({
  file,
  permalink: permalink ?? `/ai-cookbook/${file.replace(/\.mdx$/, '')}`,
  frontMatter: {
    id: file.replace(/\.mdx$/, ''),
    title: `Recipe ${file}`,
    description: 'Makes a model call durable.',
    tags: ['python'],
    source: 'https://github.com/temporalio/ai-cookbook/tree/main/x',
    priority: 500,
    ...overrides,
  },
});

const validate = (options: Record<string, unknown>) =>
  validateOptions({validate: normalizePluginOptions, options: options as never});

describe('buildCookbookIndex', () => {
  it('orders recipes by priority, highest first, with the docs plugin’s permalinks', () => {
    const index = buildCookbookIndex(
      [recipe('low.mdx', {priority: 399}), recipe('top.mdx', {priority: 999}), recipe('mid.mdx', {priority: 775})],
      vocabulary,
    );
    expect(index.map((r) => [r.id, r.priority, r.permalink])).toEqual([
      ['top', 999, '/ai-cookbook/top'],
      ['mid', 775, '/ai-cookbook/mid'],
      ['low', 399, '/ai-cookbook/low'],
    ]);
  });

  it.each([
    ['title', {title: undefined}, /"title" is missing/],
    ['source', {source: 'github.com/x'}, /"source" must be an https:\/\/ link/],
    ['priority', {priority: 'high'}, /"priority" must be a whole number/],
    ['tags', {tags: ['rust']}, /"tags" contains "rust", which is not one of: agents, openai, python/],
    ['tags', {tags: []}, /"tags" must be a non-empty list/],
    ['description', {description: 'x'.repeat(161)}, /at most 160 characters/],
    ['id', {id: 'Basic Python'}, /"id" must be lower-case words/],
  ])('names the file and the field when %s is invalid', (_field, overrides, message) => {
    const call = () => buildCookbookIndex([recipe('broken.mdx', overrides)], vocabulary);
    expect(call).toThrow(CookbookMetadataError);
    expect(call).toThrow(/^broken\.mdx: front matter field/);
    expect(call).toThrow(message);
  });

  it('rejects two recipes with one id', () => {
    expect(() =>
      buildCookbookIndex([recipe('a.mdx', {id: 'same'}), recipe('b.mdx', {id: 'same'})], vocabulary),
    ).toThrow(/b\.mdx: front matter field "id" "same" is already used by a\.mdx/);
  });
});

describe('recipeSources', () => {
  const doc = (source: string, permalink: string, unlisted = false) => ({
    source,
    permalink,
    unlisted,
    frontMatter: {id: path.basename(source, '.mdx')},
  });

  it('takes every listed doc but the index page, by file, with the docs plugin’s permalink (slug included)', () => {
    expect(
      recipeSources([
        doc('@site/ai-cookbook/zeta.mdx', '/ai-cookbook/zeta'),
        doc('@site/ai-cookbook/index.mdx', '/ai-cookbook/'),
        doc('@site/ai-cookbook/alpha.mdx', '/ai-cookbook/a-custom-slug'),
        doc('@site/ai-cookbook/hidden.mdx', '/ai-cookbook/hidden', true),
      ]).map((s) => [s.file, s.permalink]),
    ).toEqual([
      ['ai-cookbook/alpha.mdx', '/ai-cookbook/a-custom-slug'],
      ['ai-cookbook/zeta.mdx', '/ai-cookbook/zeta'],
    ]);
  });
});

describe('the plugin', () => {
  it('publishes the recipes of the docs plugin’s loaded content and adds the list pages after the first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cookbook-'));
    fs.writeFileSync(path.join(dir, 'tags.yml'), 'python:\n  label: Python\n');
    const docs = Array.from({length: 6}, (_, i) => ({
      source: `@site/ai-cookbook/r${i}.mdx`,
      permalink: i === 0 ? '/ai-cookbook/first-slug' : `/ai-cookbook/r${i}`,
      unlisted: false,
      frontMatter: recipe(`r${i}.mdx`, {priority: 900 - i}).frontMatter,
    }));
    const allContent = {
      'docusaurus-plugin-content-docs': {
        'ai-cookbook': {loadedVersions: [{isLast: true, path: '/ai-cookbook', contentPath: dir, docs}]},
      },
    };
    const globalData: unknown[] = [];
    const routes: {path: string}[] = [];
    const actions = {
      setGlobalData: (d: unknown) => globalData.push(d),
      addRoute: (r: {path: string}) => routes.push(r),
    };
    const plugin = cookbookIndexPlugin({} as LoadContext, validate({}));
    await plugin.allContentLoaded!({
      allContent: allContent as never,
      actions: actions as unknown as PluginContentLoadedActions,
    });
    const data = globalData[0] as {recipes: {id: string; permalink: string}[]; pages: string[]};
    expect(data.recipes[0]).toMatchObject({id: 'r0', permalink: '/ai-cookbook/first-slug'});
    expect(data.pages).toEqual(['/ai-cookbook', '/ai-cookbook/page/2']);
    expect(routes.map((r) => r.path)).toEqual(['/ai-cookbook/page/2']);
  });

  it('names the option when no docs plugin has the configured id', async () => {
    const plugin = cookbookIndexPlugin({} as LoadContext, validate({docsPluginId: 'cookbook'}));
    await expect(async () =>
      plugin.allContentLoaded!({allContent: {} as never, actions: {} as PluginContentLoadedActions}),
    ).rejects.toThrow(/no docs plugin with the id "cookbook" loaded any docs; set docsPluginId/);
  });
});

describe('paginate', () => {
  it('puts the first page on the landing route and numbers the others, linking both ways', () => {
    const items = buildCookbookIndex(
      Array.from({length: 7}, (_, i) => recipe(`r${i}.mdx`, {priority: 900 - i})),
      vocabulary,
    );
    const pages = paginate(items, '/ai-cookbook', 5);
    expect(pages.map((p) => [p.permalink, p.items.length, p.previous, p.next])).toEqual([
      ['/ai-cookbook', 5, null, '/ai-cookbook/page/2'],
      ['/ai-cookbook/page/2', 2, '/ai-cookbook', null],
    ]);
    expect(pages[1]!.items[0]!.priority).toBe(895);
  });
});

describe('validateOptions', () => {
  it('fills the defaults', () => {
    expect(validate({})).toEqual({id: 'default', docsPluginId: 'ai-cookbook', tags: 'tags.yml', pageSize: 5});
  });

  it('rejects unknown options, naming the plugin and listing the known ones', () => {
    expect(() => validate({pth: 'x'})).toThrow(
      /^cookbook-index: "pth" is not allowed\. Known options: docsPluginId, tags, pageSize\./,
    );
  });

  it('rejects a page size that is not a positive whole number', () => {
    expect(() => validate({pageSize: 0})).toThrow(/^cookbook-index: "pageSize" must be greater than or equal to 1/);
    expect(() => validate({pageSize: 2.5})).toThrow(/"pageSize" must be an integer/);
  });
});

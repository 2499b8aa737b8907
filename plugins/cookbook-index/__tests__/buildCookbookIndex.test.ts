import {describe, expect, it} from 'vitest';
import {buildCookbookIndex, CookbookMetadataError} from '../buildCookbookIndex';
import {validateOptions} from '../options';

const vocabulary = new Set(['python', 'openai', 'agents']);
const recipe = (file: string, overrides: Record<string, unknown> = {}) => ({
  file,
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

describe('buildCookbookIndex', () => {
  it('orders recipes by priority, highest first, and builds permalinks', () => {
    const index = buildCookbookIndex(
      [recipe('low.mdx', {priority: 399}), recipe('top.mdx', {priority: 999}), recipe('mid.mdx', {priority: 775})],
      '/ai-cookbook',
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
    const call = () => buildCookbookIndex([recipe('broken.mdx', overrides)], '/ai-cookbook', vocabulary);
    expect(call).toThrow(CookbookMetadataError);
    expect(call).toThrow(/^broken\.mdx: front matter field/);
    expect(call).toThrow(message);
  });

  it('rejects two recipes with one id', () => {
    expect(() =>
      buildCookbookIndex([recipe('a.mdx', {id: 'same'}), recipe('b.mdx', {id: 'same'})], '/ai-cookbook', vocabulary),
    ).toThrow(/b\.mdx: front matter field "id" "same" is already used by a\.mdx/);
  });
});

describe('validateOptions', () => {
  it('rejects unknown options and lists the known ones', () => {
    expect(() => validateOptions({pth: 'x'})).toThrow(
      /unknown option\(s\) pth; known options are path, routeBasePath, pageSize/,
    );
  });
});

describe('paginate', () => {
  it('puts the first page on the landing route and numbers the others, linking both ways', async () => {
    const {paginate} = await import('../buildCookbookIndex');
    const items = buildCookbookIndex(
      Array.from({length: 7}, (_, i) => recipe(`r${i}.mdx`, {priority: 900 - i})),
      '/ai-cookbook',
      vocabulary,
    );
    const pages = paginate(items, '/ai-cookbook', 5);
    expect(pages.map((p) => [p.permalink, p.items.length, p.previous, p.next])).toEqual([
      ['/ai-cookbook', 5, null, '/ai-cookbook/page/2'],
      ['/ai-cookbook/page/2', 2, '/ai-cookbook', null],
    ]);
    expect(pages[1]!.items[0]!.priority).toBe(895);
  });

  it('rejects a page size that is not a positive whole number', () => {
    expect(() => validateOptions({pageSize: 0})).toThrow(/pageSize must be a whole number of 1 or more/);
  });
});

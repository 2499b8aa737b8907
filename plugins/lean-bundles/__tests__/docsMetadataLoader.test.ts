import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import leanBundlesPlugin, {generatedIndexPages, pagesRenderingDocCards, validateOptions} from '../index';

const require = createRequire(import.meta.url);
const loader = require('../docsMetadataLoader.cjs') as ((this: unknown, s: string) => string) & {
  slimVersionMetadata: (s: string) => string;
};
const {slimVersionMetadata} = loader;

/** Runs the loader as the bundler does, collecting what it reports with emitError. */
function runLoader(source: string, errors: Error[]): string {
  return loader.call({emitError: (error: Error) => errors.push(error)}, source);
}

const versionProp = {
  version: {
    pluginId: 'default',
    docsSidebars: {
      documentation: [
        {
          type: 'category',
          label: 'Encyclopedia',
          collapsible: true,
          unlisted: false,
          items: [{type: 'link', label: 'Workflows', href: '/workflows', docId: 'workflows', unlisted: false}],
        },
        {type: 'link', label: 'Hidden', href: '/hidden', docId: 'hidden', unlisted: true},
      ],
    },
    docs: {
      workflows: {id: 'workflows', title: 'Workflows', description: 'What a Workflow is.', sidebar: 'documentation'},
    },
  },
};

describe('docs metadata loader', () => {
  it('drops what only DocCard reads and keeps ids, sidebars, labels, links and unlisted flags', () => {
    const slim = JSON.parse(slimVersionMetadata(JSON.stringify(versionProp)));
    expect(slim.version.pluginId).toBe('default');
    expect(slim.version.docs.workflows).toEqual({id: 'workflows', sidebar: 'documentation'});
    expect(slim.version.docsSidebars.documentation).toEqual([
      {
        type: 'category',
        label: 'Encyclopedia',
        collapsible: true,
        items: [{type: 'link', label: 'Workflows', href: '/workflows'}],
      },
      {type: 'link', label: 'Hidden', href: '/hidden', unlisted: true},
    ]);
  });

  it('passes the tag, tags-list and generated-index props through untouched', () => {
    for (const props of [
      {tag: {label: 'workflows', items: [{id: 'workflows', description: 'kept'}]}},
      {tags: [{label: 'workflows', permalink: '/tags/workflows', count: 3}]},
      {categoryGeneratedIndex: {title: 'Guides', permalink: '/category/guides'}},
    ]) {
      const json = JSON.stringify(props);
      expect(slimVersionMetadata(json)).toBe(json);
    }
  });

  it.each([
    ['not JSON', 'not json', /is not JSON/],
    [
      'unknown route props',
      JSON.stringify({sidebarItems: []}),
      /has the keys \[sidebarItems\], which it does not know/,
    ],
    ['a version without docs', JSON.stringify({version: {docsSidebars: {}}}), /no `docs` map or no `docsSidebars`/],
    [
      'a doc without its id',
      JSON.stringify({version: {docs: {workflows: {title: 'Workflows'}}, docsSidebars: {}}}),
      /doc "workflows" has no matching id/,
    ],
    [
      'a sidebar that is not a list',
      JSON.stringify({version: {docs: {}, docsSidebars: {documentation: {items: []}}}}),
      /sidebar "documentation" is not a list/,
    ],
  ])('fails the build on %s', (_what, source, message) => {
    expect(() => slimVersionMetadata(source)).toThrow(message);
    expect(() => slimVersionMetadata(source)).toThrow(/UPGRADING\.md, lean-bundles/);
    const errors: Error[] = [];
    expect(runLoader(source, errors)).toBe(source);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(message);
  });
});

describe('the generated-index guard', () => {
  const allContent = (sidebars: Record<string, unknown[]>) => ({
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{sidebars}]}},
  });

  it('names the route of every generated-index category, nested or not', () => {
    expect(
      generatedIndexPages(
        allContent({
          documentation: [
            {type: 'doc', id: 'intro'},
            {
              type: 'category',
              label: 'Guides',
              link: {type: 'generated-index', slug: '/category/guides', permalink: '/category/guides'},
              items: [
                {
                  type: 'category',
                  label: 'Nested',
                  link: {type: 'generated-index', permalink: '/category/nested'},
                  items: [],
                },
              ],
            },
            {type: 'category', label: 'Linked', link: {type: 'doc', id: 'linked'}, items: []},
          ],
        }),
      ),
    ).toEqual(['/category/guides', '/category/nested']);
  });

  it('finds none where every category links to a doc or to nothing', () => {
    expect(generatedIndexPages(allContent({documentation: [{type: 'category', label: 'Plain', items: []}]}))).toEqual(
      [],
    );
    expect(generatedIndexPages({})).toEqual([]);
  });

  it('fails the build from allContentLoaded, naming the route', async () => {
    const plugin = leanBundlesPlugin({siteDir: os.tmpdir(), generatedFilesDir: os.tmpdir()} as unknown as LoadContext, {
      contentDirs: ['missing-dir'],
    });
    const content = allContent({
      documentation: [
        {type: 'category', label: 'Guides', link: {type: 'generated-index', permalink: '/category/guides'}, items: []},
      ],
    });
    await expect(async () =>
      plugin.allContentLoaded!({allContent: content, actions: {} as never} as never),
    ).rejects.toThrow(/generated-index'\} at \/category\/guides render a DocCardList/);
  });
});

describe('options', () => {
  it('rejects a missing or empty contentDirs with a message naming the plugin and the option', () => {
    expect(() => validateOptions({validate: normalizePluginOptions, options: {} as never})).toThrow(
      /^lean-bundles: "contentDirs" is required/,
    );
    expect(() => validateOptions({validate: normalizePluginOptions, options: {contentDirs: []}})).toThrow(
      /^lean-bundles: "contentDirs" must contain at least 1 items/,
    );
    expect(validateOptions({validate: normalizePluginOptions, options: {contentDirs: ['docs']}})).toEqual({
      id: 'default',
      contentDirs: ['docs'],
    });
  });
});

describe('the DocCard guard', () => {
  it('names the pages that render DocCard or DocCardList', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-docs-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    fs.writeFileSync(path.join(dir, 'plain.mdx'), '# Plain\n\nNo cards here.\n');
    fs.writeFileSync(path.join(dir, 'Card.tsx'), "const doc = useDocById('workflows');\n");
    fs.writeFileSync(
      path.join(dir, 'nested', 'cards.mdx'),
      "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
    );
    expect(pagesRenderingDocCards([dir]).sort()).toEqual([
      path.join(dir, 'Card.tsx'),
      path.join(dir, 'nested', 'cards.mdx'),
    ]);
  });

  it('finds none in the site', () => {
    expect(
      pagesRenderingDocCards(['docs', 'ai-cookbook', 'src'].map((d) => path.resolve(__dirname, '../../..', d))),
    ).toEqual([]);
  });
});

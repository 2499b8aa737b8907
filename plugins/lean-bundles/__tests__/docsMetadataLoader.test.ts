import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {pagesRenderingDocCards} from '../index';

const require = createRequire(import.meta.url);
const {slimVersionMetadata} = require('../docsMetadataLoader.cjs') as {slimVersionMetadata: (s: string) => string};

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

  it('leaves other generated JSON (tag pages, doc metadata) untouched', () => {
    const tagPage = JSON.stringify({tag: {label: 'workflows', items: [{id: 'workflows', description: 'kept'}]}});
    expect(slimVersionMetadata(tagPage)).toBe(tagPage);
    expect(slimVersionMetadata('not json')).toBe('not json');
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

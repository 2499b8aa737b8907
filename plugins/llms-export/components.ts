// Markdown for the site's components that have no text of their own in MDX, so the exports keep
// what readers of the HTML page see (`<CookbookIndex />` lists the recipes, `<Diagram />` becomes
// its image, whose alt text says what it shows, and its caption).
import type {List, RootContent} from 'mdast';
import type {ExportPage} from './pages';
import {pinnedVersion} from '../../config/pins';
import {renderedDiagram} from '../remark-diagram';
import {svgFileName} from '../../scripts/diagrams/lib.mjs';

/** A list of pages as `- [Title](URL): description`. */
export function pageList(pages: ExportPage[], siteUrl: string): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: pages.map((page) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: `${siteUrl}${page.permalink}`, children: [{type: 'text', value: page.title}]},
            ...(page.description ? [{type: 'text' as const, value: `: ${page.description}`}] : []),
          ],
        },
      ],
    })),
  };
}

/** The renderer for a component on `page`, or undefined when the component is dropped with its text kept. */
export function componentRenderer(
  page: ExportPage,
  pages: ExportPage[],
  siteUrl: string,
  siteDir?: string,
  baseUrl = '/',
): (name: string, attributes: Record<string, string>) => RootContent[] | undefined {
  return (name, attributes) => {
    if (name === 'Diagram' && siteDir && attributes.id) {
      const {hash} = renderedDiagram(attributes.id, siteDir, page.source);
      const url = `${siteUrl}${baseUrl}diagrams/${svgFileName(attributes.id, hash, 'light')}`;
      return [
        {type: 'paragraph', children: [{type: 'image', url, alt: attributes.alt ?? ''}]},
        {
          type: 'paragraph',
          children: [{type: 'emphasis', children: [{type: 'text', value: attributes.caption ?? ''}]}],
        },
      ];
    }
    if (name === 'PinnedVersion' && siteDir && attributes.name) {
      return [{type: 'text', value: pinnedVersion(siteDir, attributes.name).version} as RootContent];
    }
    if (name === 'CookbookIndex') {
      const recipes = pages.filter(
        (other) => other.collection === page.collection && other.permalink !== page.permalink,
      );
      return [pageList(recipes, siteUrl)];
    }
    return undefined;
  };
}

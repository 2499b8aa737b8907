// Pure: turns one built HTML page into DocSearch-style records, the way the DocSearch crawler
// reads a Docusaurus page — lvl0 from the section, lvl1 from the h1, lvl2–lvl6 from the headings,
// content from paragraphs, list items and table cells — plus the page's keywords and description
// meta tags, which the engine searches with the title.
import {load} from 'cheerio';
import {sdkOfPath} from '../../src/lib/sdkChoice';
import type {IndexedPage, IndexedRecord, RecordType} from './records';

export interface ExtractedPage {
  page: IndexedPage;
  records: Omit<IndexedRecord, 'p'>[];
}

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

/** Returns null for pages that must not be searchable (noindex, redirects, no article). */
export function extractRecords(html: string, path: string, defaultSection = 'Documentation'): ExtractedPage | null {
  const $ = load(html);
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots) || $('meta[http-equiv="refresh"]').length) return null;
  const article = $('article').first();
  const title = clean(article.find('h1').first().text() || $('header h1').first().text());
  if (!article.length || !title) return null;

  const breadcrumb = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
  const section = breadcrumb[0] ?? (path.startsWith('/ai-cookbook') ? 'AI Cookbook' : defaultSection);

  const page: IndexedPage = {
    u: path,
    l0: section,
    l1: title,
    lang: $('meta[name="docsearch:language"]').attr('content') ?? 'en',
    tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
  };
  const sdk = sdkOfPath(path);
  if (sdk) page.sdk = sdk;

  const markdown = article.find('.theme-doc-markdown, .markdown').first();
  const records: Omit<IndexedRecord, 'p'>[] = [];
  const chain: string[] = [];
  let anchor = '';
  let firstParagraph = '';

  markdown.find('h2, h3, h4, h5, h6, p, li, td').each((_, el) => {
    const node = $(el);
    // Skip text that belongs to admonition titles, code, tabs headers or nested list items twice.
    // The "Verified with the Go SDK …" line (plugins/remark-pinned-version) is not content.
    if (node.closest('pre, .tabs, nav, header, .sdk-verified').length) return;
    const tag = el.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tag)) {
      const level = Number(tag[1]);
      const heading = clean(node.clone().children('a.hash-link').remove().end().text());
      if (!heading) return;
      chain.length = level - 2;
      chain[level - 2] = heading;
      for (let i = 0; i < chain.length; i++) chain[i] ??= '';
      anchor = node.attr('id') ?? anchor;
      records.push({a: anchor, t: `lvl${level}` as RecordType, h: [...chain], c: ''});
      return;
    }
    if (tag === 'li' && node.children('p').length) return; // its paragraphs are indexed
    if (tag === 'li' && node.parents('li').length && node.find('li').length) return;
    const text = clean(node.clone().children('ul, ol').remove().end().text());
    if (text.length < 3) return;
    if (!firstParagraph && tag === 'p') firstParagraph = text;
    records.push({a: anchor, t: 'content', h: [...chain], c: text});
  });

  records.unshift({a: '', t: 'lvl1', h: [], c: firstParagraph});
  // What the page says it is about, searched with its title (not shown in results).
  const keywords = clean($('meta[name="keywords"]').attr('content') ?? '');
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  if (keywords) page.k = keywords;
  if (description && description !== firstParagraph) page.d = description;
  // A page titled as legacy or deprecated ranks after the page of what replaced it.
  if (/\b(?:legacy|deprecated)\b/i.test(title)) page.old = 1;
  return {page, records};
}

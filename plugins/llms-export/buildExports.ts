// The text files themselves: one page's Markdown, llms.txt (llmstxt.org) and the full exports, plus
// the link check that every export must pass.
import type {ExportPage} from './pages';
import {markdownPath} from './markdownPath';

export interface SiteInfo {
  /** `siteConfig.url`, without a trailing slash. */
  siteUrl: string;
  /** `siteConfig.baseUrl`, with both slashes. */
  baseUrl: string;
  title: string;
  summary: string;
}

/** Home-relative paths of a base URL: `/docs/` + `llms.txt` → `/docs/llms.txt`. */
export function siteFileUrl(site: SiteInfo, file: string): string {
  return `${site.siteUrl}${site.baseUrl}${file}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/** A page as Markdown: its title, its URL, its description, then its body. */
export function renderPage(
  page: Pick<ExportPage, 'title' | 'description' | 'permalink'>,
  body: string,
  site: SiteInfo,
): string {
  const description = oneLine(page.description);
  return [
    `# ${oneLine(page.title)}`,
    `URL: ${site.siteUrl}${page.permalink}`,
    ...(description ? [`> ${description}`] : []),
    body.trim(),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

export interface ExportFileLink {
  filename: string;
  title: string;
}

/**
 * llms.txt as llmstxt.org describes it: an H1 with the site name, a one-paragraph blockquote, a
 * paragraph pointing at the full exports, then one `##` section per site section listing its pages
 * as `- [Title](URL): description`.
 */
export function buildLlmsTxt(pages: ExportPage[], site: SiteInfo, files: ExportFileLink[] = []): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  if (files.length) {
    const list = files.map((file) => `[${file.filename}](${siteFileUrl(site, file.filename)}) (${file.title})`);
    lines.push(
      `Every page below is also published as Markdown at its URL with \`.md\` appended (\`${site.siteUrl}${markdownPath(site.baseUrl)}\` for the home page). The pages' full text is in ${list.join(', ')}.`,
      '',
    );
  }
  let section: string | null = null;
  for (const page of pages) {
    const key = `${page.collection}/${page.section}`;
    if (key !== section) {
      if (section !== null) lines.push('');
      lines.push(`## ${page.sectionLabel}`, '');
      section = key;
    }
    const description = oneLine(page.description);
    const url = `${site.siteUrl}${page.permalink}`;
    lines.push(`- [${escapeLinkText(oneLine(page.title))}](${url})${description ? `: ${description}` : ''}`);
  }
  return lines.join('\n').concat('\n');
}

/** A full export: a header, then every page's Markdown (each opening with its title and URL), separated by rules. */
export function buildFullExport(
  header: {title: string; summary: string},
  pages: {markdown: string}[],
  site: SiteInfo,
): string {
  const intro = [
    `# ${header.title}`,
    `> ${oneLine(header.summary)}`,
    `${pages.length} pages from ${site.siteUrl}${site.baseUrl}, in the order of [llms.txt](${siteFileUrl(site, 'llms.txt')}).`,
  ].join('\n\n');
  return [intro, ...pages.map((page) => page.markdown.trim())].join('\n\n---\n\n').concat('\n');
}

/** Every link and image target in a Markdown text: `[x](url)`, `![x](url)`, `[x]: url`, `<url>`. */
export function extractLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const match of markdown.matchAll(/\]\(\s*(?:<([^>]*)>|([^()\s]*(?:\([^()\s]*\)[^()\s]*)*))/g)) {
    links.push((match[1] ?? match[2])!);
  }
  for (const match of markdown.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)) links.push(match[1]!);
  for (const match of markdown.matchAll(/<(https?:\/\/[^>\s]+)>/g)) links.push(match[1]!);
  return links;
}

/**
 * Links into the site that lead nowhere: their path (without query or fragment) is not a built
 * route or file, according to `exists`. Links to other hosts are not checked.
 */
export function findBrokenLinks(markdown: string, site: SiteInfo, exists: (path: string) => boolean): string[] {
  const origin = `${site.siteUrl}${site.baseUrl}`;
  const broken = new Set<string>();
  for (const link of extractLinks(markdown)) {
    if (!link.startsWith(origin) && `${link}/` !== origin) continue;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(link).pathname);
    } catch {
      broken.add(link);
      continue;
    }
    if (!exists(pathname)) broken.add(link);
  }
  return [...broken];
}

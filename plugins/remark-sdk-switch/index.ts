// The "This page in: Go · Java · Python · …" switch at the top of every SDK guide page
// (docs/develop/<language>/…), written into the page at build time: a <nav> of plain links, no
// client code and nothing in the shared bundle. Each item goes to the same topic in that SDK's
// guide; where the SDK has no page for the topic, the item says so and links the closest page
// (the most similar topic name, else the SDK's guide index). The search index skips <nav>.
import fs from 'node:fs';
import path from 'node:path';
import type {List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import matter from 'gray-matter';
import {SDKS, type Sdk} from '../../src/lib/sdkChoice';
import {sdkGuideOf} from '../remark-pinned-version';

export interface RemarkSdkSwitchOptions {
  siteDir: string;
}

/** The switch's languages, in the order it lists them (the site's SDK list), with the names readers know. */
export const SWITCH_LANGUAGES = (Object.entries(SDKS) as [Sdk, string][]).map(([sdk, label]) => ({sdk, label}));

export const SWITCH_LABEL = 'This page in other SDKs';

export interface GuidePage {
  /** The page's file, relative to its SDK's folder: `timers.mdx`. */
  file: string;
  /** The file name without `.mdx`: `timers`, `set-up-your-local-go`, `index`. */
  slug: string;
  route: string;
  title: string;
  /** The words of the slug without the language's own names. */
  words: string[];
}

const LANGUAGE_WORDS = new Set<string>([...Object.keys(SDKS), 'sdk']);

export function topicWords(slug: string): string[] {
  return slug.split('-').filter((w) => w && !LANGUAGE_WORDS.has(w));
}

function similarity(a: string[], b: string[]): number {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  return a.filter((w) => b.includes(w)).length / union.size;
}

/** Topics this similar (shared words over all words) are the same topic under another name. */
export const SAME_TOPIC = 0.75;
/** Below this, no page of the other SDK is close and the item links the SDK's guide index. */
export const CLOSE_TOPIC = 0.5;

/** Every guide page of every SDK, read from docs/develop/<sdk>/*.mdx. */
export function readGuides(siteDir: string): Map<string, GuidePage[]> {
  const guides = new Map<string, GuidePage[]>();
  for (const {sdk} of SWITCH_LANGUAGES) {
    const dir = path.join(siteDir, 'docs', 'develop', sdk);
    const pages: GuidePage[] = [];
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
      if (!file.endsWith('.mdx') || file.startsWith('_')) continue;
      const front = matter(fs.readFileSync(path.join(dir, file), 'utf8')).data as {id?: unknown; title?: unknown};
      const slug = typeof front.id === 'string' ? front.id : file.slice(0, -'.mdx'.length);
      const title = typeof front.title === 'string' ? front.title : slug;
      pages.push({
        file,
        slug,
        title,
        words: topicWords(slug),
        route: `/develop/${sdk}${slug === 'index' ? '' : `/${slug}`}`,
      });
    }
    guides.set(sdk, pages);
  }
  return guides;
}

export type SwitchItem =
  | {sdk: string; label: string; kind: 'current' | 'same'; route: string}
  | {sdk: string; label: string; kind: 'closest'; route: string; title: string};

/** The switch of the page `slug` of `sdk`: one item per SDK. */
export function switchItems(guides: Map<string, GuidePage[]>, sdk: string, slug: string): SwitchItem[] {
  const words = topicWords(slug);
  return SWITCH_LANGUAGES.map(({sdk: other, label}) => {
    const pages = guides.get(other) ?? [];
    if (other === sdk) return {sdk: other, label, kind: 'current', route: pages.find((p) => p.slug === slug)!.route};
    let best: GuidePage | undefined;
    let bestScore = -1;
    for (const page of pages) {
      const score = page.slug === slug ? 2 : similarity(words, page.words);
      if (score > bestScore) [best, bestScore] = [page, score];
    }
    if (best && bestScore >= SAME_TOPIC) return {sdk: other, label, kind: 'same', route: best.route};
    const index = pages.find((p) => p.slug === 'index');
    const closest = best && bestScore >= CLOSE_TOPIC ? best : (index ?? best);
    return closest
      ? {sdk: other, label, kind: 'closest', route: closest.route, title: closest.title}
      : {sdk: other, label, kind: 'closest', route: '/develop', title: 'SDK guides'};
  });
}

function item(children: PhrasingContent[]): ListItem {
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
}

/** The switch as Markdown nodes: a <nav> holding a list of links (Docusaurus links: client-side, checked at build). */
export function switchNode(items: SwitchItem[]): RootContent {
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((i) => {
      if (i.kind === 'closest') {
        return item([
          {type: 'text', value: `${i.label} (no page: see `},
          {type: 'link', url: i.route, children: [{type: 'text', value: i.title}]},
          {type: 'text', value: ')'},
        ]);
      }
      return item([
        {
          type: 'link',
          url: i.route,
          data: i.kind === 'current' ? {hProperties: {'aria-current': 'page'}} : {},
          children: [{type: 'text', value: i.label}],
        },
      ]);
    }),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'nav',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'sdk-switch'},
      {type: 'mdxJsxAttribute', name: 'aria-label', value: SWITCH_LABEL},
    ],
    children: [
      {
        type: 'paragraph',
        data: {hName: 'span', hProperties: {className: ['sdk-switch__label']}},
        children: [{type: 'text', value: 'This page in:'}],
      },
      list,
    ],
  } as RootContent;
}

const cache = new Map<string, Map<string, GuidePage[]>>();

export default function remarkSdkSwitch(options: RemarkSdkSwitchOptions) {
  return (tree: Root, file: VFile) => {
    const sdk = file.path ? sdkGuideOf(file.path, options.siteDir) : null;
    // Top-level pages of an SDK's folder only: docs/develop/<sdk>/<topic>.mdx.
    if (!sdk || path.dirname(file.path!) !== path.join(options.siteDir, 'docs', 'develop', sdk)) return;
    let guides = cache.get(options.siteDir);
    if (!guides) {
      guides = readGuides(options.siteDir);
      // The dev server re-reads the folder on each page; a build reads it once.
      if (process.env.NODE_ENV === 'production') cache.set(options.siteDir, guides);
    }
    const page = guides.get(sdk)?.find((p) => p.file === path.basename(file.path!));
    if (!page) return;
    const firstContent = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
    tree.children.splice(
      firstContent < 0 ? tree.children.length : firstContent,
      0,
      switchNode(switchItems(guides, sdk, page.slug)),
    );
  };
}

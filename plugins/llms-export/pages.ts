// Which pages the exports hold and in what order: the docs plugins' loaded content
// in, an ordered list of indexable pages out, each tagged with its section and that section's label.
import {isUnderRoute} from '../../config/unindexedRoutes';

/** The fields of a loaded doc (`DocMetadata` of @docusaurus/plugin-content-docs) that the exports use. */
export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  /** Path of the MDX source with the `@site` alias. */
  source: string;
  permalink: string;
  slug: string;
  unlisted: boolean;
  draft: boolean;
  frontMatter: Record<string, unknown>;
}

/** A processed sidebar item: only what the ordering walks over. */
export interface LoadedSidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: LoadedSidebarItem[];
  link?: {type: string; id?: string};
}

/** One docs plugin instance (one version): its docs and its sidebars, in the order they were declared. */
export interface LoadedCollection {
  pluginId: string;
  docs: LoadedDoc[];
  sidebars: Record<string, LoadedSidebarItem[]>;
}

export interface ExportPage {
  /** Docs plugin instance the page belongs to (`default`, `ai-cookbook`). */
  collection: string;
  id: string;
  /** First segment of the doc id in the main collection; the plugin id for any other collection. */
  section: string;
  sectionLabel: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
}

export const MAIN_COLLECTION = 'default';

/** Whether a doc belongs in the exports: published, listed, indexable and not under an ignored route. */
export function isExportable(doc: LoadedDoc, ignorePaths: string[]): boolean {
  if (doc.unlisted || doc.draft) return false;
  if (doc.frontMatter.noindex === true || doc.frontMatter.unlisted === true) return false;
  return !isUnderRoute(doc.permalink, ignorePaths);
}

interface SidebarEntry {
  index: number;
  /** Label of the top-level sidebar item the doc sits under. */
  topLabel?: string;
}

/** Position of every doc in the collection's sidebars, read in declaration order, depth first. */
export function sidebarOrder(sidebars: Record<string, LoadedSidebarItem[]>): Map<string, SidebarEntry> {
  const order = new Map<string, SidebarEntry>();
  const add = (id: string | undefined, topLabel: string | undefined) => {
    if (id !== undefined && !order.has(id)) order.set(id, {index: order.size, topLabel});
  };
  const walk = (items: LoadedSidebarItem[], topLabel: string | undefined, top: boolean) => {
    for (const item of items) {
      const label = top ? item.label : topLabel;
      if (item.type === 'doc') add(item.id, label);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') add(item.link.id, label);
        walk(item.items ?? [], label, false);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, undefined, true);
  return order;
}

function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sectionOf(collection: string, id: string): string {
  return collection === MAIN_COLLECTION ? id.split('/')[0]! : collection;
}

/**
 * The exportable pages of every collection, in export order: the main collection's sections named in
 * `sectionOrder` first and in that order; then every other section, the main collection's before the
 * other collections', in sidebar order. Inside a section, pages follow the sidebar; pages in no
 * sidebar come last, by permalink.
 */
export function orderPages(
  collections: LoadedCollection[],
  sectionOrder: string[],
  ignorePaths: string[],
): ExportPage[] {
  const ranked: {page: ExportPage; rank: number; position: number}[] = [];
  collections.forEach((collection, collectionIndex) => {
    const order = sidebarOrder(collection.sidebars);
    const docs = collection.docs.filter((doc) => isExportable(doc, ignorePaths));
    const labels = new Map<string, string>();
    const labelOf = (section: string): string => {
      const known = labels.get(section);
      if (known) return known;
      const members = docs.filter((doc) => sectionOf(collection.pluginId, doc.id) === section);
      const byPosition = [...members].sort(
        (a, b) => (order.get(a.id)?.index ?? Infinity) - (order.get(b.id)?.index ?? Infinity),
      );
      const root = members.find((doc) => doc.slug === '/' || doc.id === section || doc.id === `${section}/index`);
      const label =
        collection.pluginId !== MAIN_COLLECTION
          ? (root?.title ?? humanize(collection.pluginId))
          : (byPosition.map((doc) => order.get(doc.id)?.topLabel).find(Boolean) ??
            (root && (root.frontMatter.sidebar_label as string | undefined)) ??
            root?.title ??
            humanize(section));
      labels.set(section, label);
      return label;
    };
    for (const doc of docs) {
      const section = sectionOf(collection.pluginId, doc.id);
      const named = collection.pluginId === MAIN_COLLECTION ? sectionOrder.indexOf(section) : -1;
      ranked.push({
        page: {
          collection: collection.pluginId,
          id: doc.id,
          section,
          sectionLabel: labelOf(section),
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          source: doc.source,
        },
        rank: named >= 0 ? named : sectionOrder.length + collectionIndex,
        position: order.get(doc.id)?.index ?? Infinity,
      });
    }
  });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.position === b.position ? 0 : a.position < b.position ? -1 : 1) ||
      a.page.permalink.localeCompare(b.page.permalink),
  );
  // Keep each section together, sections in the order their first page comes.
  const sections = new Map<string, ExportPage[]>();
  for (const {page} of ranked) {
    const key = `${page.collection}\u0000${page.section}`;
    sections.set(key, [...(sections.get(key) ?? []), page]);
  }
  return [...sections.values()].flat();
}

/** `*` matches within one id segment, `**` across segments. */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** The main-collection pages whose doc id matches one of the globs, in export order. */
export function selectPages(pages: ExportPage[], include: string[]): ExportPage[] {
  const patterns = include.map(globToRegExp);
  return pages.filter((page) => page.collection === MAIN_COLLECTION && patterns.some((re) => re.test(page.id)));
}

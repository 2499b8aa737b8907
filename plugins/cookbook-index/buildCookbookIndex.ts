// Pure builder: turns the recipes' loaded docs (front matter and permalink) into the cookbook index,
// validating every field with a message that names the file and the field.

export interface CookbookIndexItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly permalink: string;
  readonly source: string;
  readonly priority: number;
}

export interface RecipeSource {
  /** Path of the recipe file, used in error messages. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** The page's route, as the docs plugin resolved it (front matter `slug` included). */
  permalink: string;
}

/** The fields of a loaded doc (`DocMetadata` of @docusaurus/plugin-content-docs) that the index reads. */
export interface LoadedRecipeDoc {
  /** Path of the source with the `@site` alias. */
  source: string;
  permalink: string;
  unlisted: boolean;
  frontMatter: Record<string, unknown>;
}

/**
 * The recipes among a docs plugin's loaded docs, by file: every listed doc but the collection's
 * index page (its landing page, which renders the index).
 */
export function recipeSources(docs: readonly LoadedRecipeDoc[]): RecipeSource[] {
  return docs
    .map((doc) => ({doc, file: doc.source.replace(/^@site\//, '')}))
    .filter(({doc, file}) => !doc.unlisted && !/(^|\/)index\.mdx?$/.test(file))
    .map(({doc, file}) => ({
      file,
      frontMatter: doc.frontMatter,
      permalink: doc.permalink,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export class CookbookMetadataError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: front matter field "${field}" ${problem}`);
    this.name = 'CookbookMetadataError';
  }
}

function requireString(source: RecipeSource, field: string): string {
  const value = source.frontMatter[field];
  if (value === undefined || value === null || value === '') {
    throw new CookbookMetadataError(source.file, field, 'is missing.');
  }
  if (typeof value !== 'string') {
    throw new CookbookMetadataError(source.file, field, `must be a string, got ${typeof value}.`);
  }
  return value.trim();
}

export function buildCookbookItem(source: RecipeSource, vocabulary: ReadonlySet<string>): CookbookIndexItem {
  const id = requireString(source, 'id');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    throw new CookbookMetadataError(source.file, 'id', `must be lower-case words joined by hyphens, got "${id}".`);
  }
  const title = requireString(source, 'title');
  const description = requireString(source, 'description');
  if (description.length > 160) {
    throw new CookbookMetadataError(
      source.file,
      'description',
      `must be at most 160 characters, got ${description.length}.`,
    );
  }
  const sourceUrl = requireString(source, 'source');
  if (!/^https:\/\/\S+$/.test(sourceUrl)) {
    throw new CookbookMetadataError(
      source.file,
      'source',
      `must be an https:// link to the recipe's code, got "${sourceUrl}".`,
    );
  }
  const tags = source.frontMatter.tags;
  if (!Array.isArray(tags) || tags.length === 0) {
    throw new CookbookMetadataError(source.file, 'tags', 'must be a non-empty list.');
  }
  for (const tag of tags) {
    if (typeof tag !== 'string' || !vocabulary.has(tag)) {
      throw new CookbookMetadataError(
        source.file,
        'tags',
        `contains "${String(tag)}", which is not one of: ${[...vocabulary].sort().join(', ')}.`,
      );
    }
  }
  const priority = source.frontMatter.priority;
  if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < 0) {
    throw new CookbookMetadataError(
      source.file,
      'priority',
      `must be a whole number of 0 or more, got ${JSON.stringify(priority)}.`,
    );
  }
  return {
    id,
    title,
    description,
    tags: [...tags] as string[],
    permalink: source.permalink,
    source: sourceUrl,
    priority,
  };
}

/** The index, highest priority first; ties keep a stable order by title. Duplicate ids fail. */
export function buildCookbookIndex(sources: RecipeSource[], vocabulary: ReadonlySet<string>): CookbookIndexItem[] {
  const items = sources.map((s) => buildCookbookItem(s, vocabulary));
  const seen = new Map<string, string>();
  items.forEach((item, i) => {
    const file = sources[i]!.file;
    const other = seen.get(item.id);
    if (other) throw new CookbookMetadataError(file, 'id', `"${item.id}" is already used by ${other}.`);
    seen.set(item.id, file);
  });
  return items.sort((a, b) => b.priority - a.priority || a.title.localeCompare(b.title));
}

export interface CookbookListPage {
  /** 1-based page number. */
  readonly page: number;
  readonly totalPages: number;
  readonly permalink: string;
  readonly previous: string | null;
  readonly next: string | null;
  readonly items: readonly CookbookIndexItem[];
}

/** Splits the index into list pages: page 1 is the landing page, page N lives at /page/N. */
export function paginate(
  items: readonly CookbookIndexItem[],
  routeBasePath: string,
  pageSize: number,
): CookbookListPage[] {
  const base = routeBasePath.replace(/\/$/, '');
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const link = (page: number) => (page === 1 ? base : `${base}/page/${page}`);
  return Array.from({length: totalPages}, (_, i) => ({
    page: i + 1,
    totalPages,
    permalink: link(i + 1),
    previous: i > 0 ? link(i) : null,
    next: i + 1 < totalPages ? link(i + 2) : null,
    items: items.slice(i * pageSize, (i + 1) * pageSize),
  }));
}

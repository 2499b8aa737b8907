// Turns one MDX page into clean Markdown for language models: parsed to an MDX syntax tree, then
// imports, exports, expressions and front matter removed, <Tabs> turned into one labelled heading per
// tab, admonitions into labelled blockquotes, JSX elements into their Markdown meaning (links,
// emphasis) or their text, and every link made absolute.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import type {Blockquote, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type Expression = Extract<RootContent, {type: 'mdxFlowExpression' | 'mdxTextExpression'}>;
type ContainerDirective = Extract<RootContent, {type: 'containerDirective'}>;

export interface MdxToMarkdownOptions {
  /** Origin the site is published at, without a trailing slash (`siteConfig.url`). */
  siteUrl: string;
  /** The page's own permalink (with base URL): `#fragment` links and relative URLs resolve against it. */
  permalink: string;
  /**
   * Maps a link or image URL as written (`./timers.mdx#x`, `/cli/`) to a site path or an absolute
   * URL; return null to keep the URL as written, resolved against the page. External URLs and
   * `#fragments` never reach it.
   */
  resolveLink?: (href: string) => string | null;
  /** Contents of a code block's `file=` meta, or null when the meta names no file. */
  readCodeFile?: (meta: string) => string | null;
  /** Labels per admonition kind; a container directive of another kind keeps only its content. */
  admonitionLabels?: Record<string, string>;
  /** Line-highlight markers removed from code (the Prism `magicComments` names). */
  magicComments?: string[];
  /** Markdown for a component that has no text of its own (`<CookbookIndex />`); undefined drops it. */
  renderComponent?: (name: string, attributes: Record<string, string>) => RootContent[] | undefined;
}

const DEFAULT_MAGIC_COMMENTS = ['highlight-next-line', 'highlight-start', 'highlight-end'];

export const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
};

const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Applies the two source rewrites Docusaurus makes before MDX parses a page (outside code fences):
 * `:::note Title` becomes `:::note[Title]`, and a heading's `{#custom-id}` is dropped.
 */
export function preprocess(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      const heading = line.match(/^(#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/);
      if (heading) return heading[1]!;
      return line.replace(/^(\s*:{3,}[\w-]+)[ \t]+([^[{\s].*?)\s*$/, '$1[$2]');
    })
    .join('\n');
}

/** Removes the YAML front matter block. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}

/** Removes whole lines that only hold a line-highlight marker (`// highlight-next-line`). */
export function stripMagicComments(code: string, names: string[] = DEFAULT_MAGIC_COMMENTS): string {
  if (!names.length) return code;
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const marker = new RegExp(`^\\s*(?://|#|/\\*|<!--|--|;|%|\\{/\\*)\\s*(?:${escaped})\\s*(?:\\*/\\}?|-->)?\\s*$`);
  return code
    .split('\n')
    .filter((line) => !marker.test(line))
    .join('\n');
}

/** Keeps a code block's `title="…"` and drops the rest of its meta (line ranges, `file=`, flags). */
function cleanMeta(meta: string | null | undefined): string | null {
  const title = meta?.match(/(?:^|\s)title=("[^"]*"|'[^']*'|\S+)/)?.[1];
  if (!title) return null;
  const value = title.replace(/^["']|["']$/g, '');
  return `title="${value.replace(/"/g, '\\"')}"`;
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

function attributesOf(node: JsxElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (typeof attribute.value === 'string') attributes[attribute.name] = attribute.value;
    else if (attribute.value === null || attribute.value === undefined) attributes[attribute.name] = 'true';
    else {
      const literal = stringLiteral(attribute.value.value);
      if (literal !== null) attributes[attribute.name] = literal;
    }
  }
  return attributes;
}

/** The value of a JavaScript expression that is one plain string literal (`'<'`, `"a"`); null otherwise. */
function stringLiteral(expression: string): string | null {
  const literal = expression.trim().match(/^(["'`])((?:(?!\1)[^\\]|\\.)*)\1$/s);
  if (!literal || (literal[1] === '`' && literal[2]!.includes('${'))) return null;
  return literal[2]!.replace(/\\(.)/gs, '$1');
}

/** The text of an expression that is a plain string (`{'<'}`, `{"a"}`); null for anything else. */
function literalOf(node: Expression): string | null {
  return stringLiteral(node.value);
}

/** Drops the white space that a removed element leaves at the start or end of a paragraph. */
function trimEdges(children: PhrasingContent[]): PhrasingContent[] {
  const result = [...children];
  const first = result[0];
  if (first?.type === 'text') result[0] = {...first, value: first.value.trimStart()};
  const last = result[result.length - 1];
  if (last?.type === 'text') result[result.length - 1] = {...last, value: last.value.trimEnd()};
  return result.filter((child) => child.type !== 'text' || child.value !== '');
}

function isBlank(node: RootContent): boolean {
  if (node.type === 'text') return node.value.trim() === '';
  if (node.type === 'paragraph') return node.children.every(isBlank);
  return false;
}

/** A paragraph of two or more links separated only by white space (a card grid) reads better as a list. */
function linkListOf(node: RootContent): RootContent {
  if (node.type !== 'paragraph') return node;
  const links = node.children.filter((child) => child.type === 'link');
  const rest = node.children.filter((child) => child.type !== 'link');
  if (links.length < 2 || !rest.every(isBlank)) return node;
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: links.map((link) => ({
      type: 'listItem',
      spread: false,
      children: [{type: 'paragraph', children: [link]}],
    })),
  };
}

class Converter {
  private headingDepth = 1;

  constructor(
    private readonly options: Required<Omit<MdxToMarkdownOptions, 'readCodeFile' | 'renderComponent'>> &
      Pick<MdxToMarkdownOptions, 'readCodeFile' | 'renderComponent'>,
  ) {}

  private get pageUrl(): string {
    return this.options.siteUrl + this.options.permalink;
  }

  url(href: string): string {
    if (EXTERNAL_URL.test(href)) return href;
    if (href.startsWith('#')) return this.pageUrl + href;
    const resolved = this.options.resolveLink(href) ?? href;
    if (EXTERNAL_URL.test(resolved)) return resolved;
    return new URL(resolved, this.pageUrl).href;
  }

  children(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap((node) => this.node(node)).filter((node) => !isBlank(node) || node.type === 'text');
  }

  private phrasing(nodes: RootContent[]): PhrasingContent[] {
    return this.children(nodes) as PhrasingContent[];
  }

  private node(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'html':
        return [];
      case 'mdxFlowExpression': {
        const text = literalOf(node);
        return text ? [{type: 'paragraph', children: [{type: 'text', value: text}]}] : [];
      }
      case 'mdxTextExpression': {
        const text = literalOf(node);
        return text ? [{type: 'text', value: text}] : [];
      }
      case 'heading':
        this.headingDepth = node.depth;
        return [{...node, children: trimEdges(this.phrasing(node.children))}];
      case 'paragraph':
        return [{...node, children: trimEdges(this.phrasing(node.children))}];
      case 'code':
        return [this.code(node)];
      case 'link':
        return [{...node, url: this.url(node.url), children: this.phrasing(node.children)}];
      case 'image':
      case 'definition':
        return [{...node, url: this.url(node.url)}];
      case 'containerDirective':
        return this.containerDirective(node);
      case 'leafDirective':
        return [
          {type: 'paragraph', children: [{type: 'text', value: `::${node.name}`}, ...this.phrasing(node.children)]},
        ];
      case 'textDirective':
        return [{type: 'text', value: `:${node.name}`}, ...this.phrasing(node.children)];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      default:
        if ('children' in node) {
          return [{...node, children: this.children(node.children as RootContent[])} as RootContent];
        }
        return [node];
    }
  }

  private code(node: Code): Code {
    const fromFile = node.meta && this.options.readCodeFile ? this.options.readCodeFile(node.meta) : null;
    const value = stripMagicComments(fromFile ?? node.value, this.options.magicComments);
    return {type: 'code', lang: node.lang ?? null, meta: cleanMeta(node.meta), value};
  }

  private containerDirective(node: ContainerDirective): RootContent[] {
    const [first, ...rest] = node.children;
    const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const body = this.children(hasTitle ? rest : node.children);
    const labels = this.options.admonitionLabels;
    const isAdmonition = node.name in labels;
    if (!isAdmonition && !hasTitle) return body;
    const label: PhrasingContent[] = hasTitle
      ? this.phrasing((first as Paragraph).children)
      : [{type: 'text', value: labels[node.name]!}];
    const lead: PhrasingContent[] = [{type: 'strong', children: [...label, {type: 'text', value: ':'}]}];
    const [head, ...tail] = body;
    const children: RootContent[] =
      head?.type === 'paragraph'
        ? [{type: 'paragraph', children: [...lead, {type: 'text', value: ' '}, ...head.children]}, ...tail]
        : [{type: 'paragraph', children: lead}, ...body];
    return [{type: 'blockquote', children: children as Blockquote['children']}];
  }

  private tabs(node: JsxElement): RootContent[] {
    const outer = this.headingDepth;
    const depth = Math.min(6, outer + 1) as Heading['depth'];
    const result: RootContent[] = [];
    for (const child of node.children as RootContent[]) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
        const attributes = attributesOf(child);
        const label = attributes.label ?? attributes.value ?? 'Tab';
        result.push({type: 'heading', depth, children: [{type: 'text', value: label}]});
        this.headingDepth = depth;
        result.push(...this.children(child.children as RootContent[]));
      } else {
        result.push(...this.node(child));
      }
    }
    this.headingDepth = outer;
    return result;
  }

  private jsx(node: JsxElement): RootContent[] {
    const children = node.children as RootContent[];
    const inline = node.type === 'mdxJsxTextElement';
    const attributes = attributesOf(node);
    const wrapInline = (content: PhrasingContent[]): RootContent[] =>
      inline ? content : content.length ? [{type: 'paragraph', children: content}] : [];
    switch (node.name) {
      case 'Tabs':
        return this.tabs(node);
      case 'Link':
      case 'a': {
        const href = attributes.to ?? attributes.href;
        const content = this.children(children);
        if (!href) return content;
        const phrasing = content.flatMap((c) => (c.type === 'paragraph' ? c.children : [c])) as PhrasingContent[];
        return wrapInline([{type: 'link', url: this.url(href), children: phrasing}]);
      }
      case 'strong':
      case 'b':
        return wrapInline([{type: 'strong', children: this.phrasing(children)}]);
      case 'em':
      case 'i':
        return wrapInline([{type: 'emphasis', children: this.phrasing(children)}]);
      case 'code':
        return wrapInline([{type: 'inlineCode', value: children.map(textOf).join('')}]);
      case 'br':
        return inline ? [{type: 'break'}] : [];
      case 'img':
        return attributes.src
          ? wrapInline([{type: 'image', url: this.url(attributes.src), alt: attributes.alt ?? ''}])
          : [];
      case 'summary':
        return wrapInline([{type: 'strong', children: this.phrasing(children)}]);
      default: {
        if (node.name && /^[A-Z]/.test(node.name) && this.options.renderComponent) {
          const rendered = this.options.renderComponent(node.name, attributes);
          if (rendered) return rendered;
        }
        const content = this.children(children);
        return inline ? content : content.map(linkListOf);
      }
    }
  }
}

/** Converts one MDX page (front matter and all) into clean Markdown: the page body, without a title. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .parse(preprocess(stripFrontMatter(source)));
  const converter = new Converter({
    resolveLink: () => null,
    admonitionLabels: {},
    magicComments: DEFAULT_MAGIC_COMMENTS,
    ...options,
  });
  let children = converter.children(tree.children);
  // The page title is written by the caller; an H1 that opens the content would repeat it.
  if (children[0]?.type === 'heading' && children[0].depth === 1) children = children.slice(1);
  const root: Root = {type: 'root', children};
  return (
    unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, STRINGIFY_OPTIONS).stringify(root).trim() +
    '\n'
  );
}

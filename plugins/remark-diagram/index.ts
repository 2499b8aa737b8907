// Places a rendered diagram on a page, at build time and without any client code:
//   <Diagram id="workflow-execution-states" alt="…what it shows…" caption="…" />
// becomes a <figure> with two <img> (the light and the dark SVG of diagrams/<id>.mmd, rendered by
// `npm run diagrams` into static/diagrams/; src/css/custom.css shows the one of the current colour
// mode) and a <figcaption>. A figure too wide for a phone at a legible size scrolls sideways in a
// focusable region. The build fails, naming the page, when the id has no source, alt or caption
// is missing, or the SVGs of the source's current hash are absent.
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {
  MODES,
  OUTPUT_DIR,
  SOURCES_DIR,
  diagramHash,
  figureLayout,
  mermaidPackage,
  parseSvgFileName,
  svgFileName,
  svgMetrics,
} from '../../scripts/diagrams/lib.mjs';

export interface RemarkDiagramOptions {
  /** The repository root: diagrams/ and static/diagrams/ are resolved against it. */
  siteDir: string;
  /** The site's baseUrl (static/ is served there). */
  baseUrl?: string;
}

/** The few hast shapes the figure is made of (the node is handed to remark-rehype as is). */
type Properties = Record<string, string | number | string[]>;
interface Element {
  type: 'element';
  tagName: string;
  properties: Properties;
  children: ElementContent[];
}
type ElementContent = Element | {type: 'text'; value: string};

type JsxNode = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

const ATTRIBUTES = ['id', 'alt', 'caption'] as const;
type DiagramAttributes = Record<(typeof ATTRIBUTES)[number], string>;
/** An alt that names the picture instead of saying what it shows. */
const VAGUE_ALT = /^\s*(?:an?\s+|the\s+)?(?:diagram|image|picture|figure|chart|illustration|graphic)\b/i;
const MIN_ALT_LENGTH = 30;

/** The literal string attributes of a <Diagram> element; throws on anything else. */
export function diagramAttributes(node: JsxNode, where: string): DiagramAttributes {
  const found: Partial<DiagramAttributes> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !ATTRIBUTES.includes(attribute.name as never)) {
      const name = attribute.type === 'mdxJsxAttribute' ? attribute.name : '{…}';
      throw new Error(`${where}: <Diagram> takes only id, alt and caption, not ${name}.`);
    }
    if (typeof attribute.value !== 'string') {
      throw new Error(`${where}: <Diagram ${attribute.name}> must be a plain quoted string.`);
    }
    found[attribute.name as keyof DiagramAttributes] = attribute.value.trim();
  }
  const id = found.id ?? '';
  const label = id ? `<Diagram id="${id}">` : '<Diagram>';
  if (!id) throw new Error(`${where}: <Diagram> needs id="…", the name of its source diagrams/<id>.mmd.`);
  if (!found.alt) {
    throw new Error(`${where}: ${label} needs alt="…": one or two sentences saying what the diagram shows.`);
  }
  if (VAGUE_ALT.test(found.alt) || found.alt.length < MIN_ALT_LENGTH) {
    throw new Error(
      `${where}: ${label} alt="${found.alt}" must say what the diagram shows (its states, steps or messages), in ${MIN_ALT_LENGTH}+ characters, not name the picture.`,
    );
  }
  if (!found.caption) throw new Error(`${where}: ${label} needs caption="…", a short sentence shown under it.`);
  return found as DiagramAttributes;
}

let mermaidVersion: string | undefined;

/** The rendered SVGs of a diagram for its source's current hash; throws when they are missing. */
export function renderedDiagram(id: string, siteDir: string, where: string) {
  const source = path.join(siteDir, SOURCES_DIR, `${id}.mmd`);
  if (!fs.existsSync(source)) {
    throw new Error(`${where}: <Diagram id="${id}"> has no source ${SOURCES_DIR}/${id}.mmd.`);
  }
  mermaidVersion ??= mermaidPackage().version;
  const hash = diagramHash(fs.readFileSync(source, 'utf8'), mermaidVersion);
  const outDir = path.join(siteDir, OUTPUT_DIR);
  const missing = MODES.filter((mode) => !fs.existsSync(path.join(outDir, svgFileName(id, hash, mode))));
  if (missing.length) {
    const older = fs.existsSync(outDir)
      ? fs.readdirSync(outDir).some((name) => parseSvgFileName(name)?.id === id)
      : false;
    throw new Error(
      `${where}: <Diagram id="${id}"> ${
        older
          ? `is stale: ${SOURCES_DIR}/${id}.mmd (or the renderer) changed since it was rendered`
          : 'has not been rendered'
      } (no ${OUTPUT_DIR}/${svgFileName(id, hash, missing[0]!)}). Run npm run diagrams.`,
    );
  }
  const metrics = svgMetrics(fs.readFileSync(path.join(outDir, svgFileName(id, hash, 'light')), 'utf8'));
  if (!(metrics.width > 0 && metrics.height > 0 && metrics.minFontPx > 0)) {
    throw new Error(
      `${where}: ${OUTPUT_DIR}/${svgFileName(id, hash, 'light')} lacks its size. Run npm run diagrams -- --force.`,
    );
  }
  return {hash, ...metrics};
}

/** The <figure> that replaces a <Diagram> element. */
export function diagramFigure(
  attributes: DiagramAttributes,
  rendered: ReturnType<typeof renderedDiagram>,
  baseUrl: string,
) {
  const {id, alt, caption} = attributes;
  const {minWidth, scrolls} = figureLayout(rendered);
  const captionId = `diagram-${id}-caption`;
  const images: Element[] = MODES.map((mode) => ({
    type: 'element',
    tagName: 'img',
    properties: {
      className: ['diagram__img', `diagram__img--${mode}`],
      src: `${baseUrl}diagrams/${svgFileName(id, rendered.hash, mode)}`,
      alt,
      width: rendered.width,
      height: rendered.height,
      loading: 'lazy',
      decoding: 'async',
      style: `min-width:${minWidth}px`,
    } satisfies Properties,
    children: [],
  }));
  const body: ElementContent[] = scrolls
    ? [
        {
          type: 'element',
          tagName: 'div',
          properties: {className: ['diagram__scroll'], tabIndex: 0, role: 'region', ariaLabelledBy: captionId},
          children: images,
        },
      ]
    : images;
  const figcaption: Element = {
    type: 'element',
    tagName: 'figcaption',
    properties: {id: captionId, className: ['diagram__caption']},
    children: [{type: 'text', value: caption}],
  };
  return {
    type: 'diagramFigure',
    data: {
      hName: 'figure',
      hProperties: {className: ['diagram', ...(scrolls ? ['diagram--scrolls'] : [])], dataDiagram: id},
      hChildren: [...body, figcaption],
    },
  } as unknown as RootContent;
}

export default function remarkDiagram(options: RemarkDiagramOptions) {
  const baseUrl = options.baseUrl ?? '/';
  return (tree: Root, file: VFile) => {
    const where = file.path ? path.relative(options.siteDir, file.path) : 'a page';
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'Diagram') {
        return undefined;
      }
      const line = node.position ? `:${node.position.start.line}` : '';
      const here = `${where}${line}`;
      if (node.type === 'mdxJsxTextElement') {
        throw new Error(`${here}: <Diagram> must stand on its own line, with blank lines around it.`);
      }
      const attributes = diagramAttributes(node, here);
      const figure = diagramFigure(attributes, renderedDiagram(attributes.id, options.siteDir, here), baseUrl);
      parent!.children.splice(index!, 1, figure as never);
      return [SKIP, index! + 1];
    });
  };
}

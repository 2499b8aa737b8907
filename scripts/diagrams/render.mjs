#!/usr/bin/env node
// @ts-check
// `npm run diagrams [-- <id> …] [-- --force] [-- --root <dir>]`: renders diagrams/<id>.mmd to
// static/diagrams/<id>.<hash>.light.svg and .dark.svg with the pinned Mermaid, in the system
// Chromium (no network: Mermaid's browser bundle is loaded from node_modules into a blank page).
// Each SVG uses the site palette of its colour mode, pure SVG text (no foreignObject) and ids
// derived from the diagram's id, so the same source always gives the same file. A diagram whose
// files for the current hash exist is skipped unless --force; files of old hashes and of deleted
// sources are removed. A source that does not render exits non-zero, naming the file and Mermaid's
// message. The pages never load Mermaid: plugins/remark-diagram places the SVGs as images.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findChromium} from '../lib/browser.mjs';
import {
  MEASURE_FONT,
  MODES,
  OUTPUT_DIR,
  PALETTE,
  SITE_FONT_STACK,
  ID_PATTERN,
  diagramHash,
  listSources,
  mermaidConfig,
  mermaidPackage,
  parseSvgFileName,
  sourceProblems,
  svgFileName,
} from './lib.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{text: string, fontPx: number, fill: string, background: string}} TextSample
 * @typedef {{svg: string, texts: TextSample[]}} Rendering
 * @typedef {{id: string, file: string, hash: string, error?: string,
 *   modes?: Record<import('./lib.mjs').Mode, Rendering>}} DiagramResult
 */

/**
 * Runs in the blank page: renders one source with one configuration, fixes the root's size, and
 * samples every text element (font size, fill, and the fill of the shape it is drawn on).
 * @param {{id: string, source: string, config: any, pageBackground: string, measureFont: string}} args
 */
async function renderInPage({id, source, config, pageBackground, measureFont}) {
  /** @type {any} */
  const mermaid = /** @type {any} */ (globalThis).mermaid;
  const canvas = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
  const width = (/** @type {string} */ font) => {
    canvas.font = font;
    return canvas.measureText('Workflow Task queue 0123').width;
  };
  if (
    width(`16px "${measureFont}", monospace`) === width('16px monospace') &&
    width(`16px "${measureFont}", serif`) === width('16px serif')
  ) {
    return {error: `the font ${measureFont} is not installed (Debian: apt-get install fonts-dejavu-core)`};
  }
  mermaid.initialize({...config, suppressErrorRendering: true});
  let svgText;
  try {
    await mermaid.parse(source);
    ({svg: svgText} = await mermaid.render(`diagram-${id}`, source));
  } catch (error) {
    document.querySelectorAll(`[id^="ddiagram-${id}"], [id^="diagram-${id}"]`).forEach((n) => n.remove());
    return {error: String(/** @type {Error} */ (error)?.message ?? error)};
  }
  const host = document.createElement('div');
  host.style.background = pageBackground;
  host.style.display = 'inline-block';
  host.innerHTML = svgText;
  document.body.replaceChildren(host);
  const svg = /** @type {SVGSVGElement} */ (host.querySelector('svg'));
  const box = svg.viewBox.baseVal;
  const w = Math.ceil(box.width);
  const h = Math.ceil(box.height);
  svg.removeAttribute('style');
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));

  const shapes = /** @type {SVGGeometryElement[]} */ ([
    ...svg.querySelectorAll('rect, path, polygon, circle, ellipse'),
  ]).filter((s) => !s.closest('defs, marker'));
  /** @param {Element} el */
  const paintedFill = (el) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
    if (!style.fill || style.fill === 'none' || Number(style.fillOpacity) === 0) return null;
    const m = style.fill.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return {rgb: [r, g, b], alpha: a * Number(style.fillOpacity) * Number(style.opacity)};
  };
  const bg = pageBackground.match(/[0-9a-f]{2}/gi)?.map((x) => parseInt(x, 16)) ?? [255, 255, 255];
  /** @param {{rgb: number[], alpha: number}} c */
  const overPage = (c) => `rgb(${c.rgb.map((v, i) => Math.round(v * c.alpha + bg[i] * (1 - c.alpha))).join(', ')})`;

  // The runs of text that paint glyphs: tspans without tspans inside, or texts without tspans
  // (a text's own fill may differ from its tspans', which are what is seen).
  const runs = [...svg.querySelectorAll('text, tspan')].filter((t) => !t.querySelector('tspan'));
  const texts = [];
  for (const t of runs) {
    const content = (t.textContent ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(t);
    if (!content || style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = t.getBoundingClientRect();
    if (!rect.width) continue;
    const fill = paintedFill(t);
    const point = new DOMPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    let background = pageBackground;
    for (const shape of [...shapes].reverse()) {
      if (!(shape.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const painted = paintedFill(shape);
      const ctm = shape.getScreenCTM();
      if (!painted || !ctm) continue;
      const local = point.matrixTransform(ctm.inverse());
      if (shape.isPointInFill(local)) {
        background = overPage(painted);
        break;
      }
    }
    texts.push({text: content, fontPx: parseFloat(style.fontSize), fill: fill ? overPage(fill) : 'none', background});
  }
  const minFont = Math.min(...texts.map((x) => x.fontPx));
  svg.setAttribute('data-min-font-px', String(Number.isFinite(minFont) ? minFont : 16));
  return {svg: new XMLSerializer().serializeToString(svg), texts};
}

/**
 * Mermaid drops comment lines before parsing, so its "on line N" counts lines without them; this
 * puts the file's own line number back.
 * @param {string} message @param {string} source
 */
export function withFileLines(message, source) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const kept = lines.map((_, i) => i).filter((i) => !/^\s*%%(?!\{)[^\n]+/.test(lines[i]));
  while (kept.length && !lines[kept[0]].trim()) kept.shift();
  return message.replace(/\bon line (\d+)/g, (all, n) => {
    const line = kept[Number(n) - 1];
    return line === undefined ? all : `on line ${line + 1}`;
  });
}

/** The fixed time of every rendering. */
const RENDER_TIME = new Date('2025-01-01T00:00:00Z');

/**
 * A gantt chart draws a line at the current date; in a diagram that date means nothing, so it is
 * switched off (the statement goes last, leaving the source's line numbers as they are).
 * @param {string} source
 */
export function withoutTodayMarker(source) {
  const firstStatement = source.split('\n').find((line) => line.trim() && !line.trim().startsWith('%%'));
  return firstStatement?.trim().startsWith('gantt') ? `${source.trimEnd()}\n    todayMarker off\n` : source;
}

/** The site font stack instead of the measuring font, in CSS and in attributes. @param {string} svg */
function withSiteFonts(svg) {
  const out = svg
    .replaceAll(`&quot;${MEASURE_FONT}&quot;`, SITE_FONT_STACK)
    .replaceAll(`"${MEASURE_FONT}"`, SITE_FONT_STACK)
    .replaceAll(MEASURE_FONT, SITE_FONT_STACK);
  return `${out.trim()}\n`;
}

/**
 * Renders the given sources in both modes. Never throws for a bad source: its result has `error`.
 * @param {{id: string, file: string, source: string}[]} diagrams
 * @returns {Promise<DiagramResult[]>}
 */
export async function renderDiagrams(diagrams) {
  const {version, bundle} = mermaidPackage();
  /** @type {DiagramResult[]} */
  const results = [];
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext({offline: true});
    await context.route('**/*', (route) => route.abort());
    for (const {id, file, source} of diagrams) {
      const hash = diagramHash(source, version);
      const problems = sourceProblems(source);
      if (!ID_PATTERN.test(id)) problems.unshift(`the file name must be kebab-case (${ID_PATTERN})`);
      if (problems.length) {
        results.push({id, file, hash, error: problems.join('\n')});
        continue;
      }
      /** @type {Partial<Record<import('./lib.mjs').Mode, Rendering>>} */
      const modes = {};
      let error;
      // A fresh page per diagram: some of Mermaid's renderers keep counters between renderings,
      // which would make a diagram's ids depend on the diagrams rendered before it.
      const page = await context.newPage();
      // The same clock for every rendering, so nothing in a diagram depends on when it was drawn.
      await page.clock.setFixedTime(RENDER_TIME);
      await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: bundle});
      for (const mode of MODES) {
        const out = await page.evaluate(renderInPage, {
          id,
          source: withoutTodayMarker(source),
          config: mermaidConfig(mode, id),
          pageBackground: PALETTE[mode].background,
          measureFont: MEASURE_FONT,
        });
        if ('error' in out) {
          error = withFileLines(String(out.error), source);
          break;
        }
        modes[mode] = {svg: withSiteFonts(out.svg), texts: out.texts};
      }
      await page.close();
      results.push(error ? {id, file, hash, error} : {id, file, hash, modes: /** @type {any} */ (modes)});
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Every source under `root`, or the named ones (unknown names throw). @param {string} root @param {string[]} [ids] */
export function readSources(root, ids = []) {
  const all = listSources(root);
  for (const id of ids) if (!all.has(id)) throw new Error(`no diagram source diagrams/${id}.mmd`);
  return [...all]
    .filter(([id]) => !ids.length || ids.includes(id))
    .map(([id, file]) => ({id, file: path.relative(root, file), source: fs.readFileSync(file, 'utf8')}));
}

/**
 * Writes the SVGs of successful results into `outDir` and removes other hashes of those ids (and,
 * when `prune`, files of ids that have no source any more).
 * @param {DiagramResult[]} results @param {string} outDir @param {{prune?: Set<string>}} [options]
 */
export function writeResults(results, outDir, {prune} = {}) {
  fs.mkdirSync(outDir, {recursive: true});
  const current = new Set();
  for (const r of results) {
    if (!r.modes) continue;
    for (const mode of MODES) {
      const name = svgFileName(r.id, r.hash, mode);
      current.add(name);
      fs.writeFileSync(path.join(outDir, name), r.modes[mode].svg);
    }
  }
  const renderedIds = new Set(results.filter((r) => r.modes).map((r) => r.id));
  for (const name of fs.readdirSync(outDir)) {
    const parsed = parseSvgFileName(name);
    if (!parsed || current.has(name)) continue;
    if (renderedIds.has(parsed.id) || (prune && !prune.has(parsed.id))) fs.rmSync(path.join(outDir, name));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args.splice(rootAt, 2)[1] ?? '.') : ROOT;
  const ids = args.filter((a) => !a.startsWith('--'));
  const sources = readSources(root, ids);
  const outDir = path.join(root, OUTPUT_DIR);
  const {version} = mermaidPackage();
  const todo = sources.filter(
    ({id, source}) =>
      force ||
      ids.length > 0 ||
      MODES.some((mode) => !fs.existsSync(path.join(outDir, svgFileName(id, diagramHash(source, version), mode)))),
  );
  const results = todo.length ? await renderDiagrams(todo) : [];
  writeResults(results, outDir, ids.length ? {} : {prune: new Set(sources.map((s) => s.id))});
  const failed = results.filter((r) => r.error);
  for (const r of results) {
    if (r.error) console.log(`✘ ${r.file}: does not render\n${r.error.replace(/^/gm, '    ')}`);
    else
      console.log(
        `✔ ${r.file} → ${OUTPUT_DIR}/${svgFileName(r.id, r.hash, 'light').replace('.light.', '.{light,dark}.')}`,
      );
  }
  console.log(
    `diagrams: ${results.length - failed.length} rendered, ${sources.length - todo.length} up to date, ${failed.length} failed (Mermaid ${version})`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

// @ts-check
// What the diagram renderer (scripts/diagrams/render.mjs), the remark plugin that places diagrams
// on pages (plugins/remark-diagram) and the diagram checks (scripts/checks/diagrams.mjs) agree on:
// where sources and SVGs live, the site palette as Mermaid theme variables for each colour mode,
// the content hash in every SVG's file name, and how wide a figure may shrink on a phone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/** Diagram sources, one Mermaid file per diagram: diagrams/<id>.mmd. */
export const SOURCES_DIR = 'diagrams';
/** Rendered SVGs, served at /diagrams/: static/diagrams/<id>.<hash>.<mode>.svg. */
export const OUTPUT_DIR = path.join('static', 'diagrams');
export const MODES = /** @type {const} */ (['light', 'dark']);
/** @typedef {typeof MODES[number]} Mode */

/** kebab-case, says what the diagram shows. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Bump when the renderer's output changes for the same source, palette and Mermaid version (every
 * SVG's hash changes with it, so the build asks for `npm run diagrams`).
 */
export const RENDERER_REVISION = 1;

/** The body's caption size: no diagram text is shown smaller than this, on any screen. */
export const MIN_TEXT_PX = 12;
/** The text column of a 390 px wide phone (the page's 16 px padding on each side). */
export const PHONE_COLUMN_PX = 358;
/** The label size in the SVGs. */
export const LABEL_FONT_PX = 16;
/** A diagram wider than this many phone columns at its smallest legible size needs a narrower layout. */
export const MAX_PHONE_SCREENS = 2;
/** WCAG AA for text. */
export const MIN_CONTRAST = 4.5;

/** The site's font stack (src/css/custom.css --ifm-font-family-base); nothing is embedded. */
export const SITE_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/**
 * Text is measured in DejaVu Sans (Debian's fonts-dejavu-core), the same on every machine and wider
 * than the system fonts readers see, so labels always fit their boxes; the SVGs then name the site's
 * stack.
 */
export const MEASURE_FONT = 'DejaVu Sans';

/**
 * The site palette (src/css/custom.css) per colour mode: page background, body text, a muted text
 * and line colour, the primary colour, and tinted fills. Every text colour reaches 4.5:1 on every
 * fill it is drawn on (checked per SVG by scripts/checks/diagrams.mjs).
 */
export const PALETTE = {
  light: {
    background: '#ffffff',
    text: '#1c1e21',
    muted: '#4a4d5c',
    primary: '#4146d1',
    onPrimary: '#ffffff',
    fill: '#eef0fb',
    fillAlt: '#f5f6fa',
    border: '#4146d1',
    noteFill: '#eef6ee',
    noteBorder: '#2e7d32',
    noteText: '#1b3d1d',
    grid: '#d9dbe6',
  },
  dark: {
    background: '#111318',
    text: '#e7e8ee',
    muted: '#b9bccb',
    primary: '#a9abff',
    onPrimary: '#111318',
    fill: '#1a1d36',
    fillAlt: '#1b1e26',
    border: '#a9abff',
    noteFill: '#16261a',
    noteBorder: '#66bb6a',
    noteText: '#d6ecd7',
    grid: '#2e3240',
  },
};

/**
 * Mermaid's `base` theme variables for one mode.
 * @param {Mode} mode
 */
export function themeVariables(mode) {
  const p = PALETTE[mode];
  return {
    darkMode: mode === 'dark',
    background: p.background,
    fontFamily: `"${MEASURE_FONT}"`,
    fontSize: `${LABEL_FONT_PX}px`,
    primaryColor: p.fill,
    primaryTextColor: p.text,
    primaryBorderColor: p.border,
    secondaryColor: p.fillAlt,
    secondaryTextColor: p.text,
    secondaryBorderColor: p.muted,
    tertiaryColor: p.fillAlt,
    tertiaryTextColor: p.text,
    tertiaryBorderColor: p.muted,
    mainBkg: p.fill,
    secondBkg: p.fillAlt,
    nodeBorder: p.border,
    nodeTextColor: p.text,
    textColor: p.text,
    titleColor: p.text,
    lineColor: p.muted,
    defaultLinkColor: p.muted,
    arrowheadColor: p.muted,
    edgeLabelBackground: p.background,
    labelBackground: p.background,
    clusterBkg: p.fillAlt,
    clusterBorder: p.muted,
    // sequence diagrams
    actorBkg: p.fill,
    actorBorder: p.border,
    actorTextColor: p.text,
    actorLineColor: p.muted,
    signalColor: p.muted,
    signalTextColor: p.text,
    labelBoxBkgColor: p.fill,
    labelBoxBorderColor: p.border,
    labelTextColor: p.text,
    loopTextColor: p.text,
    noteBkgColor: p.noteFill,
    noteBorderColor: p.noteBorder,
    noteTextColor: p.noteText,
    activationBkgColor: p.fillAlt,
    activationBorderColor: p.muted,
    sequenceNumberColor: p.onPrimary,
    // state diagrams
    stateBkg: p.fill,
    stateLabelColor: p.text,
    labelColor: p.text,
    transitionColor: p.muted,
    transitionLabelColor: p.text,
    compositeBackground: p.background,
    compositeTitleBackground: p.fillAlt,
    compositeBorder: p.muted,
    altBackground: p.fillAlt,
    innerEndBackground: p.border,
    specialStateColor: p.muted,
    // gantt charts
    sectionBkgColor: p.fillAlt,
    altSectionBkgColor: p.background,
    sectionBkgColor2: p.fillAlt,
    gridColor: p.grid,
    taskBkgColor: p.fill,
    taskBorderColor: p.border,
    taskTextColor: p.text,
    taskTextLightColor: p.text,
    taskTextDarkColor: p.text,
    taskTextOutsideColor: p.text,
    taskTextClickableColor: p.text,
    activeTaskBkgColor: p.primary,
    activeTaskBorderColor: p.border,
    doneTaskBkgColor: p.fillAlt,
    doneTaskBorderColor: p.muted,
    critBkgColor: p.noteFill,
    critBorderColor: p.noteBorder,
    excludeBkgColor: p.fillAlt,
    todayLineColor: p.noteBorder,
    vertLineColor: p.noteBorder,
    // xy charts
    xyChart: {
      backgroundColor: p.background,
      titleColor: p.text,
      xAxisLabelColor: p.text,
      xAxisTitleColor: p.text,
      xAxisTickColor: p.muted,
      xAxisLineColor: p.muted,
      yAxisLabelColor: p.text,
      yAxisTitleColor: p.text,
      yAxisTickColor: p.muted,
      yAxisLineColor: p.muted,
      plotColorPalette: p.primary,
    },
  };
}

/**
 * The whole Mermaid configuration for one diagram in one mode: pure SVG text (no foreignObject),
 * ids derived from the diagram's id, the site palette, and label sizes of LABEL_FONT_PX.
 * @param {Mode} mode @param {string} id
 */
export function mermaidConfig(mode, id) {
  const font = LABEL_FONT_PX;
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    themeVariables: themeVariables(mode),
    // Time axes carry the example's arbitrary units, not real durations: their labels are hidden
    // (the diagrams' timelines show order and overlap), and their grid lines are faint.
    themeCSS: `.grid .tick text { display: none; } .grid .tick line { stroke: ${PALETTE[mode].grid}; }`,
    fontFamily: `"${MEASURE_FONT}"`,
    fontSize: font,
    htmlLabels: false,
    deterministicIds: true,
    deterministicIDSeed: id,
    flowchart: {htmlLabels: false, useMaxWidth: false, padding: 12, wrappingWidth: 300},
    state: {useMaxWidth: false},
    sequence: {
      useMaxWidth: false,
      actorFontSize: font,
      noteFontSize: font,
      messageFontSize: font,
      actorFontFamily: `"${MEASURE_FONT}"`,
      noteFontFamily: `"${MEASURE_FONT}"`,
      messageFontFamily: `"${MEASURE_FONT}"`,
      wrap: false,
      width: 130,
      actorMargin: 40,
      mirrorActors: false,
    },
    gantt: {
      useMaxWidth: false,
      fontSize: font,
      sectionFontSize: font,
      barHeight: 28,
      barGap: 8,
      topPadding: 40,
      leftPadding: 110,
      rightPadding: 24,
      gridLineStartPadding: 40,
      useWidth: 470,
    },
    xyChart: {
      useMaxWidth: false,
      width: 460,
      height: 340,
      titleFontSize: 18,
      xAxis: {labelFontSize: font, titleFontSize: font},
      yAxis: {labelFontSize: font, titleFontSize: font},
    },
    timeline: {useMaxWidth: false},
  };
}

const require = createRequire(import.meta.url);

/** The installed Mermaid's version and the path of its browser bundle. */
export function mermaidPackage() {
  const manifest = require.resolve('mermaid/package.json');
  const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return {
    version: /** @type {string} */ (version),
    bundle: path.join(path.dirname(manifest), 'dist', 'mermaid.min.js'),
  };
}

/**
 * The short content hash in a diagram's file names: its source, the renderer, Mermaid's version and
 * the configuration (palette included). Any change to one of them asks for a new rendering.
 * @param {string} source @param {string} mermaidVersion
 */
export function diagramHash(source, mermaidVersion) {
  return crypto
    .createHash('sha256')
    .update(
      [
        source.replace(/\r\n/g, '\n'),
        mermaidVersion,
        RENDERER_REVISION,
        JSON.stringify(MODES.map((mode) => mermaidConfig(mode, ''))),
      ].join('\0'),
    )
    .digest('hex')
    .slice(0, 10);
}

/** @param {string} id @param {string} hash @param {Mode} mode */
export const svgFileName = (id, hash, mode) => `${id}.${hash}.${mode}.svg`;

/** Splits an SVG file name into id, hash and mode, or null for any other name. @param {string} name */
export function parseSvgFileName(name) {
  const m = name.match(/^([a-z0-9-]+)\.([0-9a-f]{10})\.(light|dark)\.svg$/);
  return m ? {id: m[1], hash: m[2], mode: /** @type {Mode} */ (m[3])} : null;
}

/** Every diagram source under `root`: id → absolute path, sorted by id. @param {string} root */
export function listSources(root) {
  const dir = path.join(root, SOURCES_DIR);
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mmd'))
      .sort()
      .map((f) => [f.slice(0, -'.mmd'.length), path.join(dir, f)]),
  );
}

/**
 * The size and smallest text of a rendered SVG, from the attributes the renderer writes on its root
 * element (width, height, data-min-font-px).
 * @param {string} svg
 */
export function svgMetrics(svg) {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const attr = (/** @type {string} */ name) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return {width: attr('width'), height: attr('height'), minFontPx: attr('data-min-font-px')};
}

/**
 * How a figure is laid out: its image may shrink with the column down to `minWidth` (where its
 * smallest text is MIN_TEXT_PX on screen) and no further; when that is wider than a phone's column,
 * the figure scrolls sideways in a focusable region.
 * @param {{width: number, minFontPx: number}} metrics
 */
export function figureLayout({width, minFontPx}) {
  const minWidth = Math.min(width, Math.ceil((width * MIN_TEXT_PX) / minFontPx));
  return {minWidth, scrolls: minWidth > PHONE_COLUMN_PX};
}

/**
 * '#rgb', '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)' → [r, g, b, a].
 * @param {string} colour
 * @returns {[number, number, number, number]}
 */
export function parseColour(colour) {
  const c = colour.trim().toLowerCase();
  const hex = c.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/)?.[1];
  if (hex) {
    const h = hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
    return [r ?? 0, g ?? 0, b ?? 0, 1];
  }
  const rgb = c.match(/^rgba?\(([^)]+)\)$/)?.[1];
  if (rgb) {
    const [r = NaN, g = NaN, b = NaN, a = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (![r, g, b, a].some(Number.isNaN)) return [r, g, b, a];
  }
  throw new Error(`not a colour: ${colour}`);
}

/** WCAG relative luminance. @param {[number, number, number, number]} rgba */
function luminance([r, g, b]) {
  const f = (/** @type {number} */ v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG contrast ratio of two opaque colours. @param {string} a @param {string} b */
export function contrastRatio(a, b) {
  const [x, y] = [luminance(parseColour(a)), luminance(parseColour(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Styling that sources must leave to the renderer, which applies the site palette. */
const STYLING = [
  [/^\s*(?:style|classDef|class|linkStyle)\s/m, 'a style, classDef, class or linkStyle statement'],
  [/:::/, 'a :::class shorthand'],
  [/%%\{/, 'an %%{init}%% directive'],
  [/\b(?:theme|themeVariables|themeCSS|look|fontFamily)\s*:/, 'a theme, look or font setting'],
  [/#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\b(?![\w-])/, 'a hex colour'],
];

/**
 * What is wrong with a diagram source before it is rendered: the `%% source:` line naming where its
 * facts come from, and no styling of its own.
 * @param {string} text
 * @returns {string[]}
 */
export function sourceProblems(text) {
  const problems = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const header = [];
  for (const line of lines) {
    if (!line.startsWith('%%')) break;
    header.push(line);
  }
  if (!header.some((l) => /^%%\s*source:\s*\S.{9,}/.test(l))) {
    problems.push('the file must open with a "%% source: <where its facts come from>" comment line');
  }
  const body = lines.slice(header.length).join('\n');
  if (!body.trim()) problems.push('no diagram after the %% comment lines');
  for (const [pattern, what] of STYLING) {
    if (/** @type {RegExp} */ (pattern).test(body)) {
      problems.push(`${what}: leave colours and styles to the renderer, which applies the site palette`);
    }
  }
  return problems;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import remarkDiagram from '../index';
import {diagramFiles} from '../plugin';
import {componentRenderer} from '../../llms-export/components';
import {mdxToMarkdown} from '../../llms-export/mdxToMarkdown';
import {DEFAULT_OPTIONS} from '../../llms-export/options';
import type {ExportPage} from '../../llms-export/pages';
import {diagramHash, mermaidPackage, svgFileName} from '../../../scripts/diagrams/lib.mjs';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-'));
const {version} = mermaidPackage();
const SOURCE = '%% source: temporalio/api v1.63.3 workflow.proto\nstateDiagram-v2\n  [*] --> Running\n';
const ALT = 'A Workflow Execution starts Running and then closes as Completed.';

/** Writes diagrams/<id>.mmd and, unless `rendered` is false, its two SVGs for the current hash. */
function addDiagram(id: string, {width = 300, minFont = 16, rendered = true, source = SOURCE} = {}) {
  fs.mkdirSync(path.join(site, 'diagrams'), {recursive: true});
  fs.mkdirSync(path.join(site, 'static', 'diagrams'), {recursive: true});
  fs.writeFileSync(path.join(site, 'diagrams', `${id}.mmd`), source);
  if (!rendered) return;
  for (const mode of ['light', 'dark'] as const) {
    fs.writeFileSync(
      path.join(site, 'static', 'diagrams', svgFileName(id, diagramHash(source, version), mode)),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" data-min-font-px="${minFont}"></svg>\n`,
    );
  }
}

/** The static HTML of an MDX page compiled with the plugin, as the site's build renders it. */
async function html(mdx: string): Promise<string> {
  const {default: Content} = await evaluate(
    {value: mdx, path: path.join(site, 'docs', 'page.mdx')},
    {...runtime, remarkPlugins: [[remarkDiagram, {siteDir: site}]]},
  );
  return renderToStaticMarkup(Content({}));
}

const element = (attributes: string) => `# Page\n\n<Diagram ${attributes} />\n`;

describe('<Diagram>', () => {
  addDiagram('narrow', {width: 300});
  addDiagram('wide', {width: 900});
  addDiagram('unrendered', {rendered: false});
  addDiagram('stale');
  addDiagram('stale', {rendered: false, source: `${SOURCE}  Running --> Completed\n`});

  it('becomes a figure with a light and a dark image, their size and alt, and a caption', async () => {
    const $ = load(await html(element(`id="narrow" alt="${ALT}" caption="It ends once."`)));
    const figure = $('figure.diagram');
    expect(figure).toHaveLength(1);
    const images = figure.find('> img');
    expect(images.map((_, img) => $(img).attr('class')).get()).toEqual([
      'diagram__img diagram__img--light',
      'diagram__img diagram__img--dark',
    ]);
    const hash = diagramHash(SOURCE, version);
    images.each((i, img) => {
      const mode = i === 0 ? 'light' : 'dark';
      expect($(img).attr('src')).toBe(`/diagrams/narrow.${hash}.${mode}.svg`);
      expect($(img).attr('alt')).toBe(ALT);
      expect([$(img).attr('width'), $(img).attr('height')]).toEqual(['300', '120']);
      expect([$(img).attr('loading'), $(img).attr('decoding')]).toEqual(['lazy', 'async']);
      // 300 px wide with 16 px text: never narrower than 225 px, where the text is 12 px.
      expect($(img).attr('style')).toBe('min-width:225px');
    });
    expect(figure.find('> figcaption').text()).toBe('It ends once.');
    expect(figure.find('[role=region]')).toHaveLength(0);
  });

  it('puts a diagram too wide for a phone at 12 px text in a focusable, labelled scroll region', async () => {
    const $ = load(await html(element(`id="wide" alt="${ALT}" caption="Wide."`)));
    const region = $('figure.diagram > div.diagram__scroll');
    expect(region.attr('tabindex')).toBe('0');
    expect(region.attr('role')).toBe('region');
    expect(region.attr('aria-labelledby')).toBe($('figcaption').attr('id'));
    expect(region.find('> img')).toHaveLength(2);
    expect(region.find('img').first().attr('style')).toBe('min-width:675px');
  });

  it.each([
    [`id="nope" alt="${ALT}" caption="C."`, /has no source diagrams\/nope\.mmd/],
    [`id="narrow" caption="C."`, /needs alt="…"/],
    [`id="narrow" alt="" caption="C."`, /needs alt="…"/],
    [`id="narrow" alt="Diagram of the Workflow Execution states" caption="C."`, /must say what the diagram shows/],
    [`id="narrow" alt="${ALT}"`, /needs caption="…"/],
    [`id="narrow" alt="${ALT}" caption=""`, /needs caption="…"/],
    [`alt="${ALT}" caption="C."`, /needs id="…"/],
    [`id="narrow" alt="${ALT}" caption="C." width="3"`, /takes only id, alt and caption, not width/],
    [`id="narrow" alt={"${ALT}"} caption="C."`, /must be a plain quoted string/],
    [`id="unrendered" alt="${ALT}" caption="C."`, /has not been rendered .*Run npm run diagrams/],
    [`id="stale" alt="${ALT}" caption="C."`, /is stale: diagrams\/stale\.mmd .*Run npm run diagrams/],
  ])('fails the build, naming the page and line, for <Diagram %s />', async (attributes, message) => {
    const error = await html(element(attributes)).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(/^docs\/page\.mdx:3: /);
  });

  it('refuses a diagram inside a sentence', async () => {
    await expect(html(`Look: <Diagram id="narrow" alt="${ALT}" caption="C." /> here.\n`)).rejects.toThrow(
      /must stand on its own line/,
    );
  });
});

describe('<Diagram> in the Markdown exports', () => {
  it('becomes its light image, with the alt text that says what it shows, and its caption', () => {
    const page = {source: '@site/docs/page.mdx', permalink: '/page'} as ExportPage;
    const markdown = mdxToMarkdown(element(`id="narrow" alt="${ALT}" caption="It ends once."`), {
      siteUrl: 'https://docs.example.com',
      permalink: '/page',
      resolveLink: () => null,
      admonitionLabels: DEFAULT_OPTIONS.admonitionLabels,
      renderComponent: componentRenderer(page, [], 'https://docs.example.com', site),
    });
    const file = svgFileName('narrow', diagramHash(SOURCE, version), 'light');
    expect(markdown).toBe(`![${ALT}](https://docs.example.com/diagrams/${file})\n\n_It ends once._\n`);
  });
});

describe('the build cache', () => {
  it('depends on every diagram source and SVG, so a changed diagram is compiled again', () => {
    const files = diagramFiles(site).map((f) => path.relative(site, f));
    expect(files).toEqual(expect.arrayContaining(['diagrams/narrow.mmd', 'diagrams/stale.mmd']));
    expect(files.filter((f) => f.startsWith('static/diagrams/narrow.'))).toHaveLength(2);
    expect(files.every((f) => /\.(mmd|svg)$/.test(f))).toBe(true);
  });
});

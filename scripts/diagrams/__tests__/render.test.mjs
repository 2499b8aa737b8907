// @ts-check
// The renderer in the system Chromium: a good source gives the same two SVGs every time, in the site
// palette, with pure SVG text; a broken source makes `npm run diagrams` exit non-zero naming the file
// and Mermaid's message, and writes nothing for it.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderDiagrams} from '../render.mjs';
import {MEASURE_FONT, PALETTE, SITE_FONT_STACK, diagramHash, mermaidPackage, svgFileName} from '../lib.mjs';

const RENDER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'render.mjs');
const HEADER = '%% source: temporalio/api v1.63.3 temporal/api/enums/v1/workflow.proto\n';
const GOOD = `${HEADER}stateDiagram-v2\n    [*] --> Running\n    Running --> Completed\n    Completed --> [*]\n`;
const BROKEN = `${HEADER}flowchart TB\n    A[Worker] -->|polls| \n    B((\n`;

/** A site folder with the given diagram sources. @param {Record<string, string>} sources */
function siteWith(sources) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  fs.mkdirSync(path.join(root, 'diagrams'));
  for (const [id, text] of Object.entries(sources)) fs.writeFileSync(path.join(root, 'diagrams', `${id}.mmd`), text);
  return root;
}

describe('npm run diagrams', () => {
  it('renders a source to the same light and dark SVGs twice, in the palette, with SVG text only', async () => {
    const [first] = await renderDiagrams([{id: 'states', file: 'diagrams/states.mmd', source: GOOD}]);
    const [second] = await renderDiagrams([{id: 'states', file: 'diagrams/states.mmd', source: GOOD}]);
    expect(first.error).toBeUndefined();
    for (const mode of /** @type {const} */ (['light', 'dark'])) {
      const {svg, texts} = first.modes?.[mode] ?? {svg: '', texts: []};
      expect(svg).toBe(second.modes?.[mode].svg);
      expect(svg).not.toContain('foreignObject');
      expect(svg).not.toContain(MEASURE_FONT);
      expect(svg).toContain(SITE_FONT_STACK);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" [^>]*height="\d+"[^>]*data-min-font-px="16"/);
      expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['Running', 'Completed']));
      const running = texts.find((t) => t.text === 'Running');
      expect(running?.fontPx).toBe(16);
      expect(svg.toLowerCase()).toContain(PALETTE[mode].text);
    }
    expect(first.modes?.light.svg).not.toBe(first.modes?.dark.svg);
  }, 60_000);

  it('exits non-zero on a source that does not parse, naming the file and the parse error', () => {
    const root = siteWith({good: GOOD, broken: BROKEN});
    const run = spawnSync(process.execPath, [RENDER, '--root', root], {encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✘ diagrams\/broken\.mmd: does not render\n\s+Parse error on line 3/);
    expect(run.stdout).toMatch(/1 rendered, 0 up to date, 1 failed/);
    const written = fs.readdirSync(path.join(root, 'static', 'diagrams')).sort();
    const hash = diagramHash(GOOD, mermaidPackage().version);
    expect(written).toEqual([svgFileName('good', hash, 'dark'), svgFileName('good', hash, 'light')]);
  }, 60_000);

  it('refuses a source that styles itself or does not say where its facts come from', () => {
    const root = siteWith({styled: `${GOOD}    classDef hot fill:#f00\n`, bare: 'flowchart TB\n  A --> B\n'});
    const run = spawnSync(process.execPath, [RENDER, '--root', root], {encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/diagrams\/styled\.mmd: does not render\n.*classDef/);
    expect(run.stdout).toMatch(/diagrams\/bare\.mmd: does not render\n.*%% source:/);
  }, 60_000);
});

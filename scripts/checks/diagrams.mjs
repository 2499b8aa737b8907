#!/usr/bin/env node
// @ts-check
// The diagrams suite: re-renders every diagrams/<id>.mmd in both colour modes (as `npm run
// diagrams` does, into a temporary folder) and checks, per diagram:
//   - it renders, and the committed static/diagrams/<id>.<hash>.{light,dark}.svg are exactly what
//     the source gives now;
//   - every text reaches 4.5:1 contrast on what it is drawn on, in both modes;
//   - on a 390 px phone its smallest text is at least 12 px, and it needs no more than two screens
//     of sideways scrolling (else it needs a narrower layout);
//   - a page shows it, and only one page;
// and that static/diagrams holds no SVG of an old hash or a deleted source.
//   node scripts/checks/diagrams.mjs   →   diagrams: N passed, N failed
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, finish, walk} from '../samples/lib.mjs';
import {readSources, renderDiagrams} from '../diagrams/render.mjs';
import {
  MAX_PHONE_SCREENS,
  MIN_CONTRAST,
  MIN_TEXT_PX,
  MODES,
  OUTPUT_DIR,
  PHONE_COLUMN_PX,
  contrastRatio,
  figureLayout,
  parseSvgFileName,
  svgFileName,
  svgMetrics,
} from '../diagrams/lib.mjs';

/** Where each diagram id is placed: id → ["docs/page.mdx:12", …]. */
function placements() {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const dir of ['docs', 'ai-cookbook']) {
    for (const file of walk(path.join(ROOT, dir), (f) => /\.mdx?$/.test(f))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<Diagram\b([\s\S]*?)\/>/g)) {
        const id = m[1]?.match(/\bid="([^"]*)"/)?.[1] ?? '';
        const line = text.slice(0, m.index).split('\n').length;
        where.set(id, [...(where.get(id) ?? []), `${path.relative(ROOT, file)}:${line}`]);
      }
    }
  }
  return where;
}

/** @typedef {{name: string, ok: boolean, message?: string}} Result */

async function main() {
  const sources = readSources(ROOT);
  const outDir = path.join(ROOT, OUTPUT_DIR);
  const rendered = await renderDiagrams(sources);
  const placed = placements();
  /** @type {Result[]} */
  const results = [];
  const current = new Set();

  for (const r of rendered) {
    const name = r.file;
    const modes = r.modes;
    if (!modes) {
      results.push({name, ok: false, message: `does not render:\n${r.error}`});
      continue;
    }
    // The committed SVGs are what the source renders to now.
    const stale = [];
    for (const mode of MODES) {
      const file = svgFileName(r.id, r.hash, mode);
      current.add(file);
      const committed = path.join(outDir, file);
      if (!fs.existsSync(committed)) stale.push(`${OUTPUT_DIR}/${file} is missing`);
      else if (fs.readFileSync(committed, 'utf8') !== modes[mode].svg) {
        stale.push(`${OUTPUT_DIR}/${file} differs from what the source renders to`);
      }
    }
    results.push({
      name: `${name} rendered`,
      ok: stale.length === 0,
      message: stale.length ? `${stale.join('\n')}\nRun npm run diagrams -- ${r.id} and commit the SVGs.` : undefined,
    });

    // Text contrast in both modes.
    const low = MODES.flatMap((mode) =>
      modes[mode].texts
        .map((t) => ({...t, mode, ratio: t.fill === 'none' ? 0 : contrastRatio(t.fill, t.background)}))
        .filter((t) => t.ratio < MIN_CONTRAST)
        .map((t) => `${t.mode}: "${t.text}" ${t.fill} on ${t.background} is ${t.ratio.toFixed(2)}:1`),
    );
    results.push({
      name: `${name} text contrast`,
      ok: low.length === 0,
      message: low.length
        ? `${low.join('\n')}\n(at least ${MIN_CONTRAST}:1; the palette is in scripts/diagrams/lib.mjs)`
        : undefined,
    });

    // Text size and width on a phone.
    const texts = modes.light.texts;
    const metrics = svgMetrics(modes.light.svg);
    const smallest = Math.min(...texts.map((t) => t.fontPx));
    const {minWidth} = figureLayout(metrics);
    const phoneFont = (smallest * minWidth) / metrics.width;
    const problems = [];
    if (!texts.length) problems.push('has no text');
    if (metrics.minFontPx !== smallest)
      problems.push(`records ${metrics.minFontPx} px as its smallest text, not ${smallest}`);
    if (!(phoneFont >= MIN_TEXT_PX)) {
      const tiny = texts.filter((t) => t.fontPx === smallest).map((t) => `"${t.text}"`);
      problems.push(`its smallest text (${tiny.slice(0, 3).join(', ')}) is ${phoneFont.toFixed(1)} px on a phone`);
    }
    if (minWidth > MAX_PHONE_SCREENS * PHONE_COLUMN_PX) {
      problems.push(
        `is ${minWidth} px wide at its smallest legible size, more than ${MAX_PHONE_SCREENS} phone columns of ${PHONE_COLUMN_PX} px: use a narrower layout (top-down, fewer boxes side by side, shorter labels)`,
      );
    }
    results.push({
      name: `${name} readable on a phone`,
      ok: problems.length === 0,
      message: problems.length ? problems.join('\n') : undefined,
    });

    // Shown on exactly one page.
    const pages = placed.get(r.id) ?? [];
    results.push({
      name: `${name} placed`,
      ok: pages.length === 1,
      message:
        pages.length === 0
          ? `no page shows it: add <Diagram id="${r.id}" alt="…" caption="…" /> where the prose explains it, or delete the source`
          : pages.length > 1
            ? `shown on ${pages.length} pages (${pages.join(', ')}): each diagram belongs to one page`
            : undefined,
    });
  }

  // Placements of ids without a source.
  const ids = new Set(sources.map((s) => s.id));
  for (const [id, pages] of placed) {
    if (!ids.has(id)) {
      results.push({
        name: `<Diagram id="${id}">`,
        ok: false,
        message: `${pages.join(', ')}: no source diagrams/${id}.mmd`,
      });
    }
  }

  // Leftover files of old hashes or deleted sources (npm run diagrams removes them).
  const leftovers = fs.existsSync(outDir)
    ? fs.readdirSync(outDir).filter((f) => {
        const id = parseSvgFileName(f)?.id;
        // (a source that does not render has already failed above)
        return !current.has(f) && !(id && rendered.some((r) => r.id === id && r.error));
      })
    : [];
  results.push({
    name: `${OUTPUT_DIR} holds only current SVGs`,
    ok: leftovers.length === 0,
    message: leftovers.length ? `${leftovers.join('\n')}\nRun npm run diagrams to remove them.` : undefined,
  });

  process.exitCode = finish(
    'diagrams',
    results,
    `(${sources.length} diagrams on ${new Set([...placed.values()].flat().map((p) => p.split(':')[0])).size} pages)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

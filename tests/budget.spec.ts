// The JavaScript budget of README.md ("Performance"): a doc page of the shipped build loads at most
// 200 KB gzip of JavaScript before it is interactive. Bytes, not timings, so the check is
// deterministic. It is measured by the bench's own code (scripts/bench/js-weight.mjs: the scripts
// the HTML names plus the chunks requested before Docusaurus marks the page hydrated), run in a
// plain Node process with its own browser, as `npm run bench` runs it; the bench keeps the timings.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {pathToFileURL} from 'node:url';
import {test, expect} from './baseTest';

const BUDGET_GZIP_BYTES = 200 * 1024;
const BUILD = path.resolve('build');
const module = (file: string) => JSON.stringify(pathToFileURL(path.resolve(file)).href);

type Weight = {files: number; raw: number; gzip: number};
type Row = {label: string; route: string; missing?: true; html: Weight; chunks: Weight | null; total: Weight};

/** The bench's JavaScript rows (home page, doc page) for the build served at `origin`. */
async function benchJavaScriptWeights(origin: string): Promise<Row[]> {
  const script = `
    import {javascriptWeights} from ${module('scripts/bench/js-weight.mjs')};
    import {findChromium} from ${module('scripts/lib/browser.mjs')};
    const [buildDir, origin] = process.argv.slice(1);
    process.stdout.write(JSON.stringify(await javascriptWeights(buildDir, origin, findChromium())));
  `;
  const {stdout} = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, BUILD, origin]);
  return JSON.parse(stdout) as Row[];
}

test('a doc page loads at most 200 KB gzip of JavaScript before it is interactive', async ({baseURL}) => {
  test.setTimeout(90_000);
  const rows = await benchJavaScriptWeights(new URL(baseURL!).origin);
  const doc = rows.find((r) => r.label === 'doc page');
  expect(doc && !doc.missing, 'the bench’s doc page is in the build').toBe(true);
  const {route, html, chunks, total} = doc!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  test.info().annotations.push({
    type: 'JavaScript before interaction (gzip)',
    description: `${route}: ${kb(total.gzip)} = ${kb(html.gzip)} named in the HTML + ${kb(chunks?.gzip ?? 0)} of route chunks (${total.files} files)`,
  });
  expect(chunks?.files, 'the browser saw the route chunks the page loads before it hydrates').toBeGreaterThan(0);
  expect(
    total.gzip,
    `${route} loads ${kb(total.gzip)} of JavaScript before it is interactive (budget ${kb(BUDGET_GZIP_BYTES)})`,
  ).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});

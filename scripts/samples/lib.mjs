// @ts-check
// Shared by the sample suites (scripts/samples/<language>.mjs): finds every fenced code block on
// the site, checks that each block of a compiled language is either filled from a file under
// examples/ (`file=path` or `file=path#region`) or carries a reasoned `nocheck="…"`, and prints a
// suite's results the same way for every language:
//   ✘ examples/go/timers/trial.go (docs/develop/go/timers.mdx:42)
//       trial.go:12:3: undefined: workflow.Slep
//   go samples: 41 passed, 1 failed (nocheck 2 of 182 blocks)
// and writes reports/suite-<label>.json (label with dashes, e.g. suite-go-samples.json), which
// scripts/test.mjs reads for its totals. Other checks (commands, live runs) use finish() too.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const CONTENT_ROOTS = ['docs', 'ai-cookbook'];
const FENCE = /^(\s*)(`{3,}|~{3,})([\w#+-]*)(.*)$/;

/**
 * @typedef {{page: string, line: number, lang: string, meta: string, file: string | null,
 *   region: string | null, nocheck: string | null, body: string}} CodeBlock
 */

/** @param {string} dir @param {(f: string) => boolean} keep @param {string[]} [out] */
export function walk(dir, keep, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!['node_modules', '.venv', 'target', 'build'].includes(e.name)) walk(p, keep, out);
    } else if (keep(p)) out.push(p);
  }
  return out;
}

/** Every fenced code block in an MDX/Markdown source, with its 1-based line number. */
export function codeBlocksIn(/** @type {string} */ text, /** @type {string} */ page) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(FENCE);
    if (!m || !m[3]) continue;
    const [, indent, fence, lang, rest] = m;
    let j = i + 1;
    const close = new RegExp(`^\\s*\\${fence[0]}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j])) j++;
    const meta = rest.trim();
    const fileMatch = meta.match(/(?:^|\s)file=(?:"([^"]+)"|(\S+))/);
    const target = fileMatch ? (fileMatch[1] ?? fileMatch[2]) : null;
    const nocheck = meta.match(/(?:^|\s)nocheck="([^"]*)"/);
    blocks.push({
      page,
      line: i + 1,
      lang: lang.toLowerCase(),
      meta,
      file: target ? target.split('#')[0] : null,
      region: target?.includes('#') ? target.split('#')[1] : null,
      nocheck: nocheck ? nocheck[1] : null,
      body: lines
        .slice(i + 1, j)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n'),
    });
    i = j;
  }
  return blocks;
}

/** Every fenced code block on the site (docs/ and ai-cookbook/). */
export function listCodeBlocks() {
  return CONTENT_ROOTS.flatMap((root) =>
    walk(path.join(ROOT, root), (f) => /\.mdx?$/.test(f)).flatMap((f) =>
      codeBlocksIn(fs.readFileSync(f, 'utf8'), path.relative(ROOT, f)),
    ),
  );
}

/**
 * Checks that every block of the given fence languages is compiled (`file=` under examples/) or
 * carries a reasoned nocheck, and that nocheck blocks stay under 5%. Returns the failures (one per
 * offending block, plus one when the share is too high) and the counts for the summary line.
 * @param {string[]} langs fence languages, e.g. ['go'] or ['ts', 'typescript', 'tsx']
 */
export function blockCoverage(langs) {
  const blocks = listCodeBlocks().filter((b) => langs.includes(b.lang));
  /** @type {{name: string, ok: boolean, message?: string}[]} */
  const results = [];
  for (const b of blocks) {
    if (b.file) continue;
    if (b.nocheck !== null) {
      if (b.nocheck.trim().length < 10) {
        results.push({
          name: `${b.page}:${b.line}`,
          ok: false,
          message: 'nocheck needs a reason (nocheck="…", 10+ characters)',
        });
      }
      continue;
    }
    results.push({
      name: `${b.page}:${b.line}`,
      ok: false,
      message: `a ${b.lang} block that is neither compiled (file=examples/…) nor marked nocheck="reason"`,
    });
  }
  const nocheck = blocks.filter((b) => !b.file && b.nocheck !== null).length;
  results.push(nocheckShare(langs[0], nocheck, blocks.length));
  return {blocks, results, nocheck, compiled: blocks.filter((b) => b.file).length};
}

/**
 * The test that nocheck blocks stay under 5% of a language's blocks.
 * @param {string} lang @param {number} nocheck @param {number} total
 */
export function nocheckShare(lang, nocheck, total) {
  const share = total ? nocheck / total : 0;
  return {
    name: `nocheck share of ${lang} blocks`,
    ok: share < 0.05,
    message: share < 0.05 ? undefined : `${nocheck} of ${total} blocks are nocheck (at most 5%)`,
  };
}

/** The pages and lines that show a file, for failure messages. */
export function whereShown(/** @type {string} */ file) {
  const rel = path.relative(ROOT, path.resolve(ROOT, file));
  return listCodeBlocks()
    .filter((b) => b.file === rel)
    .map((b) => `${b.page}:${b.line}${b.region ? ` #${b.region}` : ''}`);
}

/**
 * A missing toolchain is one failed test that names it. Returns true when `cmd --version` runs.
 * @param {string} cmd @param {string[]} versionArgs @param {string} hint
 */
export function haveTool(cmd, versionArgs, hint) {
  const r = spawnSync(cmd, versionArgs, {encoding: 'utf8'});
  if (r.error || r.status !== 0) {
    console.log(`✘ ${cmd} not found: ${hint}`);
    return false;
  }
  return true;
}

/**
 * Prints the results and the summary line `<label>: N passed, N failed`, writes
 * reports/suite-<label>.json, and returns the process exit code.
 * @param {string} label e.g. 'go samples'
 * @param {{name: string, ok: boolean, message?: string, skipped?: boolean}[]} results
 * @param {string} [extra] appended to the summary line
 */
export function finish(label, results, extra = '') {
  const passed = results.filter((r) => r.ok && !r.skipped).length;
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped).length;
  for (const r of results.filter((x) => !x.ok)) {
    const shown = fs.existsSync(path.resolve(ROOT, r.name)) ? whereShown(r.name) : [];
    console.log(`✘ ${r.name}${shown.length ? ` (shown on ${shown.join(', ')})` : ''}`);
    if (r.message) console.log(r.message.replace(/^/gm, '    '));
  }
  console.log(
    `\n${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${extra ? ` ${extra}` : ''}`,
  );
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  fs.writeFileSync(
    path.join(ROOT, 'reports', `suite-${label.replace(/\s+/g, '-')}.json`),
    JSON.stringify({passed, failed, skipped, results}, null, 2),
  );
  return failed ? 1 : 0;
}

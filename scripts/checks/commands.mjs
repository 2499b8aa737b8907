#!/usr/bin/env node
// @ts-check
// Every `temporal …`, `tcld …` and `tctl …` command line on the site, checked against the tool
// itself: the command path and every flag (long and short) must exist in the pinned binary's
// `--help` for that command (tctl v1, which cannot be built, against manifests/tctl.json from its
// last release). Command lines come from every code block of docs/ and ai-cookbook/ (see
// lib/invocations.mjs for how shell, console, PowerShell, usage-synopsis and other blocks are read)
// and from inline code in the prose that starts with a tool's name. One result per command line,
// named page:line; a failure names the unknown command or flag and the nearest real one.
//
// The binaries are built first by scripts/tools/install.mjs (a second run reuses them); without
// Go this is one failed test that says so.
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, finish, walk} from '../samples/lib.mjs';
import {PINS, ensureTools} from '../tools/install.mjs';
import {checkWords} from './lib/check-invocation.mjs';
import {tcldTool, tctlTool, temporalTool} from './lib/cli-tools.mjs';
import {TOOLS, invocationsInBlock, invocationsInLine} from './lib/invocations.mjs';

const LABEL = 'cli commands';
const FENCE = /^(\s*)(`{3,}|~{3,})([\w#+-]*)(.*)$/;

/** Every fenced block (with or without a language) and every prose line of the site's pages. */
export function pagesContent() {
  /** @type {{page: string, line: number, lang: string, body: string}[]} */
  const blocks = [];
  /** @type {{page: string, line: number, text: string}[]} */
  const prose = [];
  const files = ['docs', 'ai-cookbook'].flatMap((r) => walk(path.join(ROOT, r), (f) => /\.mdx?$/.test(f)));
  for (const file of files) {
    const page = path.relative(ROOT, file);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let frontMatter = lines[0] === '---';
    for (let i = frontMatter ? 1 : 0; i < lines.length; i++) {
      if (frontMatter) {
        if (lines[i] === '---') frontMatter = false;
        continue;
      }
      const m = lines[i].match(FENCE);
      if (m) {
        const [, indent, fence, lang] = m;
        const close = new RegExp(`^\\s*\\${fence[0]}{${fence.length},}\\s*$`);
        let j = i + 1;
        while (j < lines.length && !close.test(lines[j])) j++;
        const body = lines
          .slice(i + 1, j)
          .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
          .join('\n');
        blocks.push({page, line: i + 1, lang: lang.toLowerCase(), body});
        i = j;
      } else prose.push({page, line: i + 1, text: lines[i]});
    }
  }
  return {blocks, prose};
}

/** Inline code in prose that is a command line: `temporal workflow list --limit 5`. */
export function proseInvocations(/** @type {{page: string, line: number, text: string}[]} */ prose) {
  /** @type {(import('./lib/invocations.mjs').Invocation & {inline: boolean})[]} */
  const out = [];
  for (const p of prose) {
    for (const m of p.text.matchAll(/`((?:temporal|tcld|tctl) (?:[a-z-]+|--?[a-z][\w-]*)[^`]*)`/g)) {
      for (const words of invocationsInLine(m[1].replace(/…/g, ' … '))) {
        out.push({page: p.page, line: p.line, tool: words[0], words, text: m[1], synopsis: false, inline: true});
      }
    }
  }
  return out;
}

function main() {
  const installed = ensureTools(Object.keys(PINS), () => {});
  if (!installed.ok) {
    return finish(LABEL, [{name: 'temporal and tcld binaries', ok: false, message: installed.error}]);
  }
  const tools = {
    temporal: temporalTool(installed.bins.temporal, PINS.temporal.version),
    tcld: tcldTool(installed.bins.tcld, PINS.tcld.version),
    tctl: tctlTool(path.join(ROOT, 'manifests', 'tctl.json')),
  };
  const {blocks, prose} = pagesContent();
  const invocations = [...blocks.flatMap(invocationsInBlock), ...proseInvocations(prose)];
  /** @type {{name: string, ok: boolean, message?: string}[]} */
  const results = [];
  /** @type {Record<string, number>} */
  const perTool = Object.fromEntries(TOOLS.map((t) => [t, 0]));
  for (const inv of invocations) {
    const tool = tools[/** @type {'temporal' | 'tcld' | 'tctl'} */ (inv.tool)];
    perTool[inv.tool]++;
    const variants = inv.synopsis && inv.alternatives ? inv.alternatives : [inv.words];
    /** @type {string[]} */
    const problems = [];
    for (const words of variants) {
      const synopsisWords = inv.synopsis
        ? words.slice(1).filter((w) => !['flags', 'options', 'command', 'arguments'].includes(w))
        : words.slice(1);
      const r = checkWords(tool, synopsisWords);
      if (!r.ok && !problems.includes(r.message)) problems.push(r.message);
    }
    results.push({
      name: `${inv.page}:${inv.line}`,
      ok: problems.length === 0,
      message: problems.length
        ? `${problems.join('\n')}\n  in: ${inv.text.length > 160 ? `${inv.text.slice(0, 157)}…` : inv.text}`
        : undefined,
    });
  }
  const counts = TOOLS.map((t) => `${t} ${perTool[t]}`).join(', ');
  const reads = `help read for ${tools.temporal.helpReads} temporal and ${tools.tcld.helpReads} tcld commands`;
  return finish(
    LABEL,
    results,
    `(${counts} command lines; temporal ${PINS.temporal.version}, tcld ${PINS.tcld.version}, tctl ${tools.tctl.version} manifest; ${reads})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  process.exit(main());
}

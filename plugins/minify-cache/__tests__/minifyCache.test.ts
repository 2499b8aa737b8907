import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {MinifyCacheRspackPlugin, isMinifiable} from '../index';

const require = createRequire(import.meta.url);
// The Rspack that Docusaurus Faster builds the site with.
const {rspack} = require('@docusaurus/faster') as {rspack: typeof import('@rspack/core').rspack};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minify-cache-'));
  fs.mkdirSync(path.join(dir, 'src'));
  source(
    'greet.js',
    'function greetTheReader(readerName) { const greeting = "Hello, " + readerName; console.log(greeting); }\ngreetTheReader("you");',
  );
  source('answer.js', 'const answerToEverything = 40 + 2; console.log(answerToEverything);');
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

function source(name: string, text: string) {
  fs.writeFileSync(path.join(dir, 'src', name), text);
}

/** Builds the tiny project with the SWC minimizer and the cache; returns its output files. */
async function build(out: string): Promise<Record<string, string>> {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {greet: './src/greet.js', answer: './src/answer.js'},
    output: {
      path: path.join(dir, out),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: {minimize: true, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()], realContentHash: true},
    plugins: [new MinifyCacheRspackPlugin(path.join(dir, 'cache'))],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const files = fs.readdirSync(path.join(dir, out)).sort();
  return Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(dir, out, f), 'utf8')]));
}

const cached = () => fs.readdirSync(path.join(dir, 'cache')).sort();

describe('minify cache', () => {
  it('takes only scripts and stylesheets', () => {
    expect(['a.js', 'b.css', 'c.mjs'].every(isMinifiable)).toBe(true);
    expect(['d.html', 'e.svg', 'f.js.map'].some(isMinifiable)).toBe(false);
  });

  it('writes the same files from the cache as the minimizer does', async () => {
    const first = await build('one');
    expect(Object.keys(first)).toHaveLength(2);
    expect(Object.values(first).join('')).not.toContain('greetTheReader'); // minified
    expect(cached()).toHaveLength(Object.keys(first).length);
    const second = await build('two');
    expect(second).toEqual(first);
  });

  it('reuses what an earlier build minified and minifies what changed', async () => {
    await build('one');
    // Mark every stored output: what the next build takes from the cache carries the mark.
    for (const name of cached()) fs.appendFileSync(path.join(dir, 'cache', name), '\n/* from the cache */');
    source('answer.js', 'const answerToEverything = 41 + 1; console.log(answerToEverything, "changed");');
    const second = await build('two');
    const marked = Object.entries(second).filter(([, text]) => text.includes('/* from the cache */'));
    expect(marked.map(([name]) => name.split('.')[0])).toEqual(['greet']);
    const answer = Object.entries(second).find(([name]) => name.startsWith('answer'))!;
    expect(answer[1]).toContain('changed');
    expect(answer[1]).not.toContain('answerToEverything');
  });

  it('keeps only the entries the last build used', async () => {
    await build('one');
    const before = cached();
    source('answer.js', 'console.log("another answer");');
    await build('two');
    const after = cached();
    expect(after).toHaveLength(before.length);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('builds the same files, with one warning, when its entries cannot be written', async () => {
    const first = await build('one');
    // Each entry's place taken by a folder with a file in it: reading and renaming into it fail.
    for (const name of cached()) {
      fs.rmSync(path.join(dir, 'cache', name));
      fs.mkdirSync(path.join(dir, 'cache', name, 'blocker'), {recursive: true});
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await build('two')).toEqual(first);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/\[minify-cache\] could not write .*; assets are still minified\./),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('builds the same files, with one warning, when its folder cannot be made', async () => {
    const first = await build('one');
    fs.rmSync(path.join(dir, 'cache'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'cache'), 'a file where the folder should be');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await build('two')).toEqual(first);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/\[minify-cache\] cannot create /),
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

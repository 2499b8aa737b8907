import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {removeUnused, summarize} from '../index';

const require = createRequire(import.meta.url);

interface RenderResult {
  html: string;
  collectedData: {modules: string[]};
}
type Render = (args: {pathname: string}) => Promise<RenderResult>;
interface MinifyResult {
  code: string;
  warnings: string[];
}
const cache = require('../renderCache.cjs') as {
  cachedRender: (
    render: Render,
    context: {serverBundlePath: string; options: {module: string; dir: string; registry: string}},
  ) => Render;
  cachedMinifier: (
    minifier: {minify: (html: string) => Promise<MinifyResult>},
    context: {type: string; options: {module: string; dir: string; registry: string}},
  ) => {minify: (html: string) => Promise<MinifyResult>};
  withoutChunkFileNames: (source: string) => string | null;
  withoutAssetHashes: (html: string) => {text: string; restore: (s: string) => string} | null;
  registryChunks: (source: string) => Map<string, string>;
  entryFile: (dir: string, pathname: string) => string;
};

/** A server entry file as Rspack writes it: the chunk file table inside __webpack_require__.u. */
const serverEntry = (hashes: Record<string, string>, rest = 'the app') =>
  [
    `// ${rest}`,
    '__webpack_require__.u = (chunkId) => {',
    '  // return url for filenames based on template',
    `  return "assets/js/" + ({"1": "aaaa1111","2": "bbbb2222"}[chunkId] || chunkId) + "." + ${JSON.stringify(hashes)}[chunkId] + ".js"`,
    '}',
    '// the rest of the runtime',
  ].join('\n');

const registry = (entries: Record<string, string>) =>
  [
    'export default {',
    ...Object.entries(entries).map(
      ([chunk, modulePath]) =>
        `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`,
    ),
    '};',
  ].join('\n');

describe('the pieces of the key', () => {
  it('leaves out exactly the chunk file table of the server entry', () => {
    const a = cache.withoutChunkFileNames(serverEntry({1: '11111111'}));
    const b = cache.withoutChunkFileNames(serverEntry({1: '22222222'}));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(a).not.toContain('11111111');
    expect(cache.withoutChunkFileNames(serverEntry({1: '11111111'}, 'another app'))).not.toBe(a);
  });

  it('finds no table in a file without one, or with two', () => {
    expect(cache.withoutChunkFileNames('module.exports = 1;')).toBeNull();
    const twice = `${serverEntry({1: 'a'})}\n${serverEntry({1: 'b'})}`;
    expect(cache.withoutChunkFileNames(twice)).toBeNull();
  });

  it('reads module paths and their chunk names from the generated registry', () => {
    const map = cache.registryChunks(registry({aaaa1111: '@site/docs/a.mdx', bbbb2222: '@theme/DocItem'}));
    expect([...map]).toEqual([
      ['@site/docs/a.mdx', 'aaaa1111'],
      ['@theme/DocItem', 'bbbb2222'],
    ]);
  });

  it('numbers asset hashes for the minifier and puts each page’s own back', () => {
    const html = (rt: string) =>
      `<link href=/assets/css/styles.d5d428df.css><script src=/assets/js/runtime~main.${rt}.js></script><script src=/assets/js/main.8886e730.js></script>`;
    const one = cache.withoutAssetHashes(html('6b471688'))!;
    const two = cache.withoutAssetHashes(html('5b8bc5f0'))!;
    expect(one.text).toBe(two.text);
    expect(one.text).not.toMatch(/d5d428df|6b471688|8886e730/);
    expect(two.restore(one.text)).toBe(html('5b8bc5f0'));
    expect(cache.withoutAssetHashes('<p>zq000001</p>')).toBeNull();
  });
});

describe('the render cache', () => {
  let dir: string;
  let serverBundlePath: string;
  let chunkDir: string;
  let options: {module: string; dir: string; registry: string};
  const write = (file: string, text: string) => fs.writeFileSync(path.join(chunkDir, file), text);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-render-cache-'));
    serverBundlePath = path.join(dir, 'server', 'server.bundle.js');
    chunkDir = path.join(dir, 'server', 'assets', 'js');
    fs.mkdirSync(chunkDir, {recursive: true});
    fs.writeFileSync(serverBundlePath, serverEntry({1: '11111111', 2: '22222222'}));
    write('aaaa1111.11111111.js', 'page a');
    write('bbbb2222.22222222.js', 'page b');
    write('81813.33333333.js', 'the code highlighter');
    options = {module: '', dir: path.join(dir, 'cache'), registry: path.join(dir, 'registry.js')};
    fs.writeFileSync(options.registry, registry({aaaa1111: '@site/docs/a.mdx', bbbb2222: '@site/docs/b.mdx'}));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  /** A render that reports page a's module for /a and page b's for /b, and counts its calls. */
  const fakeRender = () =>
    vi.fn<Render>(async ({pathname}) => ({
      html: `<main>${pathname} ${Math.random()}</main>`,
      collectedData: {modules: [pathname === '/a' ? '@site/docs/a.mdx' : '@site/docs/b.mdx']},
    }));
  /** One build: a fresh worker reads the server folder as it is now. */
  const build = (render: Render) => cache.cachedRender(render, {serverBundlePath, options});

  it('renders a page once, then takes it from the cache while nothing it reads has changed', async () => {
    const render = fakeRender();
    const first = await build(render)({pathname: '/a'});
    const second = await build(render)({pathname: '/a'});
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('renders a page again when its own chunk changed, and only that page', async () => {
    const render = fakeRender();
    await build(render)({pathname: '/a'});
    await build(render)({pathname: '/b'});
    write('aaaa1111.11111111.js', 'page a, edited');
    const next = build(render);
    await next({pathname: '/a'});
    await next({pathname: '/b'});
    expect(render.mock.calls.map(([args]) => args.pathname)).toEqual(['/a', '/b', '/a']);
  });

  it('renders every page again when a chunk that is not a route module changed', async () => {
    const render = fakeRender();
    await build(render)({pathname: '/a'});
    write('81813.33333333.js', 'the code highlighter, upgraded');
    await build(render)({pathname: '/a'});
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders every page again when the server entry changed outside its chunk table, not when only the table did', async () => {
    const render = fakeRender();
    await build(render)({pathname: '/a'});
    fs.writeFileSync(serverBundlePath, serverEntry({1: '11111111', 2: '99999999'}));
    await build(render)({pathname: '/a'});
    expect(render).toHaveBeenCalledTimes(1);
    fs.writeFileSync(serverBundlePath, serverEntry({1: '11111111', 2: '99999999'}, 'the app, edited'));
    await build(render)({pathname: '/a'});
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders a page every time when it reports a module the registry does not map', async () => {
    const render = vi.fn<Render>(async () => ({html: '<main/>', collectedData: {modules: ['@theme/Unknown']}}));
    await build(render)({pathname: '/c'});
    await build(render)({pathname: '/c'});
    expect(render).toHaveBeenCalledTimes(2);
    const entry = fs.readFileSync(cache.entryFile(options.dir, '/c'), 'utf8');
    expect(entry.startsWith('{"uncacheable"')).toBe(true);
  });

  it('renders again when an entry is unreadable', async () => {
    const render = fakeRender();
    await build(render)({pathname: '/a'});
    fs.writeFileSync(cache.entryFile(options.dir, '/a'), '{"version":1,"glo');
    await build(render)({pathname: '/a'});
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders every page, with one warning, when the cache cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const render = fakeRender();
      fs.writeFileSync(path.join(dir, 'a-file'), '');
      options.dir = path.join(dir, 'a-file'); // no folder can be made there
      await build(render)({pathname: '/a'});
      await build(render)({pathname: '/a'});
      options.registry = path.join(dir, 'no-registry.js');
      await build(render)({pathname: '/a'});
      expect(render).toHaveBeenCalledTimes(3);
      expect(warn.mock.calls.length).toBeGreaterThan(0);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^\[ssg-render-cache\] .*every page is rendered/);
    } finally {
      warn.mockRestore();
    }
  });

  it('says after the build how many pages were rendered and how many came from the cache', async () => {
    const render = fakeRender();
    await build(render)({pathname: '/a'});
    const before = Date.now();
    const old = new Date(before - 60_000);
    fs.utimesSync(cache.entryFile(options.dir, '/a'), old, old);
    await build(render)({pathname: '/a'});
    await build(render)({pathname: '/b'});
    const files = ['/a', '/b', '/never'].map((p) => cache.entryFile(options.dir, p));
    expect(summarize(files, before - 1000)).toEqual({rendered: 1, reused: 1, uncacheable: 0, missing: 1});
  });
});

describe('the minifier cache', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-minify-cache-'))));
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));
  const options = () => ({module: '', dir, registry: ''});
  const page = (rt: string, body = '<p>  Hello  </p>') =>
    `<script src=/assets/js/runtime~main.${rt}.js></script>${body}`;
  const fakeMinifier = () => ({
    minify: vi.fn(async (html: string) => ({code: html.replace(/\s+/g, ' '), warnings: []})),
  });

  it('minifies a page once for builds that differ only in the bundle’s hashes', async () => {
    const minifier = fakeMinifier();
    const first = await cache.cachedMinifier(minifier, {type: 'swc', options: options()}).minify(page('6b471688'));
    const second = await cache.cachedMinifier(minifier, {type: 'swc', options: options()}).minify(page('5b8bc5f0'));
    expect(minifier.minify).toHaveBeenCalledTimes(1);
    expect(first.code).toBe('<script src=/assets/js/runtime~main.6b471688.js></script><p> Hello </p>');
    expect(second.code).toBe('<script src=/assets/js/runtime~main.5b8bc5f0.js></script><p> Hello </p>');
  });

  it('minifies again when the page changed, or with another minifier', async () => {
    const minifier = fakeMinifier();
    await cache.cachedMinifier(minifier, {type: 'swc', options: options()}).minify(page('6b471688'));
    await cache.cachedMinifier(minifier, {type: 'swc', options: options()}).minify(page('6b471688', '<p>Bye</p>'));
    await cache.cachedMinifier(minifier, {type: 'terser', options: options()}).minify(page('6b471688'));
    expect(minifier.minify).toHaveBeenCalledTimes(3);
  });

  it('removes the minified pages a build did not use', () => {
    const folder = path.join(dir, 'minified');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'old.json'), '{}');
    fs.writeFileSync(path.join(folder, 'new.json'), '{}');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(folder, 'old.json'), old, old);
    expect(removeUnused(folder, Date.now() - 30_000)).toBe(1);
    expect(fs.readdirSync(folder)).toEqual(['new.json']);
  });
});

// Keeps the minified client scripts and stylesheets between builds. Rspack's persistent cache
// (Docusaurus Faster) restores the compilation, but its minimizers (SWC for JavaScript, Lightning
// CSS) minify every asset again on each build: ~0.9 s of an incremental build of this site, where
// one page's chunk and the runtime changed. Before the minimizers run, each asset whose exact
// content was minified by an earlier build gets that output and is marked `minimized`, which both
// minimizers skip; after they run, the assets they minified are stored. The key is the content,
// the minimizers' options and the versions of Rspack and Docusaurus's bundler settings. Entries a
// build did not use are removed when it ends; `docusaurus clear` empties the folder
// (node_modules/.cache/minified-assets). Production client builds only (the server bundle is not
// minified); `cache: false` or DOCS_BUILD_CACHES=off in the environment turns it off.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {writeWhole} = require('../cacheFile.cjs') as {writeWhole: (file: string, data: string | Buffer) => Error | null};

const NAME = 'minify-cache';
/** DOCS_BUILD_CACHES=off turns off this cache and the SSG render cache (plugins/ssg-render-cache). */
export const OFF_ENV = 'DOCS_BUILD_CACHES';

export interface MinifyCacheOptions {
  cache: boolean;
}

/** The parts of Rspack's API the cache uses. */
interface Source {
  source(): string | Buffer;
}
interface AssetInfo {
  minimized?: boolean;
  [key: string]: unknown;
}
interface Compilation {
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, fn: (assets: Record<string, Source>) => void): void;
    };
  };
  getAsset(name: string): {source: Source; info: AssetInfo} | undefined;
  updateAsset(name: string, source: Source | ((s: Source) => Source), info: (info: AssetInfo) => AssetInfo): void;
}
export interface Compiler {
  options: {devtool?: unknown; optimization?: {minimizer?: unknown[]}};
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (source: string | Buffer) => Source};
  };
  hooks: {
    thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void};
    done: {tap(name: string, fn: () => void): void};
  };
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The assets the minimizers minify: scripts and stylesheets. */
export const isMinifiable = (name: string): boolean => /\.(?:js|mjs|cjs|css)$/.test(name);

function versionOf(pkg: string): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(`${pkg}/package.json`) as {version: string}).version;
  } catch {
    return 'unknown';
  }
}

/** What else, besides an asset's content, decides the minimizers' output. */
export function minimizerSalt(minimizers: readonly unknown[]): string {
  const described = minimizers.map((m) => {
    const plugin = m as {constructor: {name: string}; _args?: unknown; options?: unknown};
    return `${plugin.constructor.name} ${JSON.stringify(plugin._args ?? plugin.options ?? null)}`;
  });
  return [
    NAME,
    fs.readFileSync(__filename, 'utf8'),
    `@rspack/core ${versionOf('@rspack/core')}`,
    `@docusaurus/bundler ${versionOf('@docusaurus/bundler')}`,
    `@docusaurus/faster ${versionOf('@docusaurus/faster')}`,
    ...described,
  ].join('\n');
}

/** The Rspack plugin: reuse before the minimizers, store after them, forget what was not used. */
export class MinifyCacheRspackPlugin {
  /** `report`: say after each compilation how many assets came from the cache. */
  constructor(
    private readonly dir: string,
    private readonly report = false,
  ) {}

  apply(rspackCompiler: unknown): void {
    const compiler = rspackCompiler as Compiler;
    if (compiler.options.devtool) return; // source maps would have to be cached with the code
    // Read here, not when the configuration is made, so that turning it off keeps Rspack's cache.
    if (process.env[OFF_ENV] === 'off') return;
    const {Compilation, sources} = compiler.webpack;
    const salt = minimizerSalt(compiler.options.optimization?.minimizer ?? []);
    const used = new Set<string>();
    let reused = 0;
    let minified = 0;
    let warned = false;
    // The cache only ever makes a build slower when it fails, never wrong or failed: one warning.
    const warnOnce = (what: string, error: unknown) => {
      if (!warned) logger.warn(`[${NAME}] ${what} (${(error as Error).message}); assets are still minified.`);
      warned = true;
    };
    try {
      fs.mkdirSync(this.dir, {recursive: true});
    } catch (error) {
      warnOnce(`cannot create ${this.dir}`, error);
      return;
    }
    const fileOf = (key: string) => path.join(this.dir, key);

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const pending = new Map<string, string>();
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        (assets) => {
          for (const name of Object.keys(assets)) {
            const asset = compilation.getAsset(name);
            if (!isMinifiable(name) || !asset || asset.info.minimized) continue;
            const key = `${sha(`${salt}\n${sha(asset.source.source())}`).slice(0, 40)}${path.extname(name)}`;
            let stored: Buffer;
            try {
              stored = fs.readFileSync(fileOf(key));
            } catch {
              pending.set(name, key);
              continue;
            }
            used.add(key);
            reused += 1;
            compilation.updateAsset(name, new sources.RawSource(stored), (info) => ({...info, minimized: true}));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          for (const [name, key] of pending) {
            const asset = compilation.getAsset(name);
            if (!asset?.info.minimized) continue; // not minimized after all: nothing to keep
            minified += 1;
            const error = writeWhole(fileOf(key), asset.source.source());
            if (error) warnOnce(`could not write ${fileOf(key)}`, error);
            else used.add(key);
          }
        },
      );
    });

    compiler.hooks.done.tap(NAME, () => {
      try {
        for (const name of fs.readdirSync(this.dir)) if (!used.has(name)) fs.rmSync(fileOf(name), {force: true});
      } catch (error) {
        warnOnce(`could not remove unused entries from ${this.dir}`, error);
      }
      if (this.report) logger.info(`[${NAME}] ${reused} scripts and stylesheets from the cache, ${minified} minified`);
    });
  }
}

export default function minifyCachePlugin(
  {siteDir}: {siteDir: string},
  options: Partial<MinifyCacheOptions> = {},
): Plugin {
  const dir = path.join(siteDir, 'node_modules/.cache/minified-assets');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || options.cache === false || process.env.NODE_ENV !== 'production') return {};
      if (!config.optimization?.minimize) return {};
      return {plugins: [new MinifyCacheRspackPlugin(dir, true)]};
    },
  };
}

// The scratch configuration of `npm run bench -- llms` (scripts/bench/llms-plugin.mjs): the site's own
// configuration with its llms exporter (plugins/llms-export) and docusaurus-plugin-llms side by side
// in one build, so the two are compared on the same pages, routes and build. It is never the shipped
// build: the bench builds it into its own folder (.cache/llms-compare/build), our exporter writes into
// that build as usual, and docusaurus-plugin-llms writes into a folder of its own next to it.
//
// Both exporters run in one postBuild, one after the other and twice in alternating order, so neither
// competes with the other for the CPU; the site's other postBuild hooks run alongside the first round
// only, so the faster of each exporter's two times is the one to compare. The times go to timings.json.
// Its only export is the configuration: Docusaurus would read any other export as a config field.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import docusaurusPluginLlms, {type PluginOptions} from 'docusaurus-plugin-llms';
import base from '../docusaurus.config';
import llmsExport, {validateOptions} from '../plugins/llms-export';
import {DEFAULT_OPTIONS, type PartialExport} from '../plugins/llms-export/options';
import {SITE_TITLE} from './site';

const ROOT = path.resolve(__dirname, '..');
const OUR_PLUGIN = './plugins/llms-export/index.ts';
/** Where docusaurus-plugin-llms writes its files and where the timings go (the bench sets it). */
const COMPARE_DIR = path.resolve(ROOT, process.env.LLMS_COMPARE_DIR ?? '.cache/llms-compare');
const PLUGIN_OUT_DIR = path.join(COMPARE_DIR, 'plugin');
const ROUNDS = 2;

/** The sections of our section order as the plugin's file globs, for `includeOrder`. */
const SECTION_GLOBS = DEFAULT_OPTIONS.sectionOrder.flatMap((section) => [`docs/${section}.mdx`, `docs/${section}/**`]);

/**
 * A doc-id glob of our partial exports (`develop/*\/set-up-*`, `cli/**`) as the file globs
 * docusaurus-plugin-llms matches against site-relative paths. Every glob keeps a slash: the plugin
 * matches with minimatch's `matchBase`, under which a glob without one matches the file name in any folder.
 */
function idGlobToFileGlobs(glob: string): string[] {
  if (glob.endsWith('/**')) return [`docs/${glob}`];
  return [`docs/${glob}.mdx`, `docs/${glob}/index.mdx`];
}

function customFile(partial: PartialExport) {
  const patterns = partial.include.flatMap(idGlobToFileGlobs);
  return {
    filename: partial.filename,
    title: partial.title,
    description: partial.summary,
    includePatterns: patterns,
    orderPatterns: SECTION_GLOBS,
    fullContent: true,
  };
}

/**
 * docusaurus-plugin-llms configured as its README recommends for a site like this one: clean MDX
 * (`excludeImports`, `removeDuplicateHeadings`), a Markdown file per page (`generateMarkdownFiles`,
 * which llms.txt then links to), both docs collections as sections with their route bases, the
 * section order through `includeOrder`, and the two partial exports as custom files with the same
 * titles, summaries and pages as ours. `rewriteImageUrls` is left off: no page shows a relative image.
 */
/** The plugin's named options, without the index signature that would let a misspelt one through. */
type KnownOptions = {[K in keyof PluginOptions as string extends K ? never : K]: PluginOptions[K]};

const PLUGIN_OPTIONS = {
  title: SITE_TITLE,
  description: DEFAULT_OPTIONS.summary,
  docsDir: [
    {path: 'docs', routeBasePath: '/', label: 'Temporal Docs'},
    {path: 'ai-cookbook', routeBasePath: 'ai-cookbook', label: 'AI Cookbook'},
  ],
  // What the docs plugin leaves out of the site (docusaurus.config.ts `exclude`); `_` files the plugin skips itself.
  ignoreFiles: ['**/__tests__/**', 'docs/clusters/**'],
  excludeImports: true,
  removeDuplicateHeadings: true,
  generateMarkdownFiles: true,
  includeOrder: SECTION_GLOBS,
  includeUnmatchedLast: true,
  customLLMFiles: DEFAULT_OPTIONS.partialExports.map(customFile),
} satisfies KnownOptions;

interface Timings {
  ours: number[];
  plugin: number[];
}

/** Runs both exporters after the build, in alternating order, and records how long each took. */
function llmsComparePlugin(context: LoadContext): Plugin {
  // Without its Markdown cache: both exporters convert every page in every round.
  const ours = llmsExport(context, validateOptions({validate: normalizePluginOptions, options: {cache: false}}));
  const theirs = docusaurusPluginLlms({...context, outDir: PLUGIN_OUT_DIR}, PLUGIN_OPTIONS);
  return {
    name: 'llms-compare',
    async allContentLoaded(args) {
      await ours.allContentLoaded?.(args);
    },
    async postBuild(props) {
      await fs.rm(PLUGIN_OUT_DIR, {recursive: true, force: true});
      await fs.mkdir(PLUGIN_OUT_DIR, {recursive: true});
      const timings: Timings = {ours: [], plugin: []};
      const exporters: [keyof Timings, () => Promise<void> | void][] = [
        ['ours', () => ours.postBuild?.(props)],
        ['plugin', () => theirs.postBuild?.({...props, content: undefined})],
      ];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, postBuild] of round % 2 ? [...exporters].reverse() : exporters) {
          const started = performance.now();
          await postBuild();
          timings[name].push(Math.round(performance.now() - started));
        }
      }
      await fs.writeFile(path.join(COMPARE_DIR, 'timings.json'), JSON.stringify(timings, null, 2));
    },
  };
}

/** The site's plugins, with module paths made absolute (Docusaurus resolves them from this file's folder). */
function sitePlugins(plugins: PluginConfig[]): PluginConfig[] {
  const absolute = (name: string) => (name.startsWith('./') ? path.join(ROOT, name) : name);
  return plugins
    .filter((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) !== OUR_PLUGIN)
    .map((plugin) => {
      if (typeof plugin === 'string') return absolute(plugin);
      if (Array.isArray(plugin) && typeof plugin[0] === 'string') return [absolute(plugin[0]), plugin[1]];
      return plugin;
    });
}

if (!base.plugins.some((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) === OUR_PLUGIN)) {
  throw new Error(`llms-compare: docusaurus.config.ts no longer registers ${OUR_PLUGIN}; update this file.`);
}

const config: Config = {
  ...base,
  plugins: [...sitePlugins(base.plugins as PluginConfig[]), llmsComparePlugin],
};

export default config;

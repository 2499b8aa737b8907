// Rspack's persistent cache (node_modules/.cache/rspack) is invalidated by Docusaurus's own files
// and the site config, not by the loaders our plugins add: edit a loader and the next build would
// reuse the modules it produced before. Declaring each loader a build dependency evicts the cache
// when one changes. Returns the piece of configuration to merge into configureWebpack's result.
import type {Configuration} from 'webpack';

type BundlerConfig = Configuration & {experiments?: {cache?: unknown}};

export function loaderCacheDependencies(config: BundlerConfig, loaders: string[]): Partial<BundlerConfig> {
  // Docusaurus Faster: Rspack's experiments.cache (persistent, buildDependencies as a list).
  if (config.experiments?.cache && typeof config.experiments.cache === 'object')
    return {experiments: {cache: {buildDependencies: loaders}}} as Partial<BundlerConfig>;
  // Webpack's filesystem cache: buildDependencies by name.
  if (config.cache && typeof config.cache === 'object')
    return {cache: {type: 'filesystem', buildDependencies: {loaders}}};
  return {};
}

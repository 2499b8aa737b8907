// The remark plugin (./index.ts) fills code blocks from files under examples/ while it compiles a
// page, but the bundler's persistent cache keys a compiled page on the page's own file only: after
// an example changes, a cached build would keep showing the old code. Declaring every example file
// a build dependency evicts the cache when one changes; in `npm run dev` an edited example also
// reloads the site. Toolchain output (virtualenvs, Maven's target/, caches) is left out.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

const EXAMPLES_DIR = 'examples';
const GENERATED = new Set(['.venv', 'node_modules', 'target', '__pycache__', '.pytest_cache', '.mypy_cache']);

/** Every file under `dir`, skipping toolchain output, as absolute paths in a stable order. */
export function exampleFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => !GENERATED.has(entry.name) && !entry.name.endsWith('.egg-info'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return exampleFiles(full);
      return entry.isFile() ? [full] : [];
    });
}

export default function codeFilePlugin(context: LoadContext): Plugin {
  const root = path.join(context.siteDir, EXAMPLES_DIR);
  return {
    name: 'code-file',
    getPathsToWatch: () => [path.join(root, '**/*')],
    configureWebpack: (config) => loaderCacheDependencies(config, exampleFiles(root)),
  };
}

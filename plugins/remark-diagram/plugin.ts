// The remark plugin reads diagrams/<id>.mmd and static/diagrams/ while it compiles a page, but the
// bundler's persistent cache keys a compiled page on the page's own file only: after a source
// changes and `npm run diagrams` replaces its SVGs, a cached build would keep the old figure,
// pointing at SVGs that no longer exist. Declaring every source and SVG a build dependency evicts
// the cache when one of them changes. In `npm run dev`, a changed source also reloads the site.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';
import {OUTPUT_DIR, SOURCES_DIR} from '../../scripts/diagrams/lib.mjs';

/** Every diagram source and rendered SVG, as absolute paths. */
export function diagramFiles(siteDir: string): string[] {
  return [
    [SOURCES_DIR, '.mmd'],
    [OUTPUT_DIR, '.svg'],
  ].flatMap(([dir, ext]) => {
    const full = path.join(siteDir, dir!);
    return fs.existsSync(full)
      ? fs
          .readdirSync(full)
          .filter((name) => name.endsWith(ext!))
          .sort()
          .map((name) => path.join(full, name))
      : [];
  });
}

export default function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    getPathsToWatch: () => [
      path.join(context.siteDir, SOURCES_DIR, '*.mmd'),
      path.join(context.siteDir, OUTPUT_DIR, '*.svg'),
    ],
    configureWebpack: (config) => loaderCacheDependencies(config, diagramFiles(context.siteDir)),
  };
}

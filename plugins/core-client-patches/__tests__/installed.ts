// What the patch tests share: the installed copy of a package file (also one its `exports` do not
// list), and the loaders the plugin's rules apply to it.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import coreClientPatchesPlugin from '../index';

const require = createRequire(import.meta.url);

/** The path of an installed package file, e.g. '@docusaurus/core/lib/client/browserContext.js'. */
export function installedPath(file: string): string {
  const found = (require.resolve.paths(file) ?? []).map((dir) => path.join(dir, file)).find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${file} is not installed`);
  return found;
}

export const installedSource = (file: string) => fs.readFileSync(installedPath(file), 'utf8');

/** The loaders (file names) that the plugin's client rules apply to an installed package file. */
export function loadersFor(file: string): string[] {
  const config = coreClientPatchesPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {
    module: {rules: {test: RegExp; use: {loader: string}[]}[]};
  };
  return config.module.rules
    .filter((rule) => rule.test.test(installedPath(file)))
    .map((rule) => path.basename(rule.use[0]!.loader));
}

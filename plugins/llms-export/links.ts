// Where the links written in a page lead once the page is exported, and what happens when an export
// links to a page that was not built.
import path from 'node:path';

export interface LinkContext {
  /** Absolute path of the page's MDX source. */
  sourceFile: string;
  siteDir: string;
  /** `siteConfig.baseUrl`, with both slashes. */
  baseUrl: string;
  /** Absolute MDX source path → permalink, for every doc of every collection. */
  permalinks: Map<string, string>;
  /** Site path of the built copy of a file a page links to (`./diagram.png` → `/assets/images/diagram-1a2b.png`). */
  builtAsset?: (file: string) => string | null;
}

/**
 * Resolves a link as written in a page to a site path: `../timers.mdx#x` to the permalink of that
 * file, `/cli/` under the base URL, a relative asset to its built copy. Returns null for anything
 * else (the caller resolves it against the page URL, and the link check reports it if it leads nowhere).
 */
export function createLinkResolver(context: LinkContext): (href: string) => string | null {
  const {sourceFile, siteDir, baseUrl, permalinks, builtAsset} = context;
  return (href) => {
    const [target = '', fragment] = href.split(/#(.*)/s);
    const suffix = fragment !== undefined ? `#${fragment}` : '';
    const decoded = decodeURI(target);
    const file = decoded.startsWith('@site/')
      ? path.join(siteDir, decoded.slice('@site/'.length))
      : path.resolve(path.dirname(sourceFile), decoded);
    if (/\.mdx?$/.test(target)) {
      const permalink = permalinks.get(file);
      return permalink ? permalink + suffix : null;
    }
    if (target.startsWith('/')) return target.startsWith(baseUrl) ? href : baseUrl + href.slice(1);
    if (target && builtAsset) {
      const asset = builtAsset(file);
      if (asset) return asset + suffix;
    }
    return null;
  };
}

/**
 * The site path of a file that the bundler copied under `assets/images` or `assets/files` as
 * `name-<hash>.ext`, chosen from the listing of those folders; null when no single copy matches.
 */
export function findBuiltAsset(
  file: string,
  listing: {dir: string; files: string[]}[],
  baseUrl: string,
): string | null {
  const ext = path.extname(file);
  const name = path.basename(file, ext).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${name}-[0-9a-f]{6,}${ext.replace('.', '\\.')}$`);
  const matches = listing.flatMap(({dir, files}) => files.filter((f) => pattern.test(f)).map((f) => `${dir}/${f}`));
  return matches.length === 1 ? `${baseUrl}${matches[0]}` : null;
}

export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

/** Reports links that lead to no page: fails the build on `throw`, prints them on `log`/`warn`. */
export function reportBrokenLinks(broken: string[], severity: Severity, log: (message: string) => void): void {
  if (!broken.length || severity === 'ignore') return;
  const message = `llms-export: ${broken.length} link(s) in the exports lead to no page:\n- ${broken.join('\n- ')}`;
  if (severity === 'throw') throw new Error(message);
  log(message);
}

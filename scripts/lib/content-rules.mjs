// @ts-check
// Rules shared by the authoring check (check-docs.mjs) and the content gate (check-content.mjs).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** @type {Map<string, Set<string>>} */
const cache = new Map();
/**
 * The tag vocabulary that applies to a file: the tags.yml of its collection.
 * @param {string} file
 * @returns {Set<string>}
 */
export function loadVocabulary(file) {
  const collection = path.resolve(file).includes(`${path.sep}ai-cookbook${path.sep}`) ? 'ai-cookbook' : 'docs';
  if (!cache.has(collection)) {
    const tagsFile = path.resolve(collection, 'tags.yml');
    const data = fs.existsSync(tagsFile) ? yaml.load(fs.readFileSync(tagsFile, 'utf8')) : {};
    cache.set(collection, new Set(Object.keys(data ?? {})));
  }
  return /** @type {Set<string>} */ (cache.get(collection));
}

/** Text that must never reach a reader. */
export const NEVER_SHIP = [
  /\bTODO\b/,
  /\bTBD\b/,
  /coming soon/i,
  /lorem ipsum/i,
  /\{(brand|cloud-cli|legacy-cli|cloud-provider-[AB]|llm-vendor|llm-proxy-library|monitoring-vendor|host)\}/,
];

/**
 * Relative Markdown links to .md/.mdx files, outside code fences, with their line numbers.
 * @param {string} body
 */
export function markdownLinks(body) {
  /** @type {{target: string, line: number}[]} */
  const links = [];
  /** @type {string | null} */
  let fence = null;
  body.split('\n').forEach((text, i) => {
    const f = text.match(/^\s*(```|~~~)/);
    if (f) {
      fence = fence === f[1] ? null : (fence ?? f[1]);
      return;
    }
    if (fence) return;
    for (const m of text.matchAll(/\]\(([^)\s]+?\.mdx?(?:#[^)\s]*)?)\)/g)) {
      if (!/^[a-z]+:/i.test(m[1])) links.push({target: m[1], line: i + 1});
    }
  });
  return links;
}

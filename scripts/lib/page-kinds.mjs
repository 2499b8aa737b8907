// @ts-check
// The substance each kind of page must carry.
// Pure: takes a path relative to the repository and the page's body.

/** @type {Record<string, string[]>} */
const SDK_FENCES = {
  go: ['go'],
  java: ['java'],
  python: ['python', 'py'],
  typescript: ['typescript', 'ts', 'tsx'],
  dotnet: ['csharp', 'cs'],
  php: ['php'],
  ruby: ['ruby', 'rb'],
};

/**
 * @typedef {{kind: string, minWords: number, fences: string[] | null, needsTableOrCode?: boolean}} PageBar
 */

/**
 * Classifies a page and returns its bar: minimum prose words and what code it must show.
 * @param {string} relPath
 * @returns {PageBar}
 */
export function pageKind(relPath) {
  const p = relPath.replace(/\\/g, '/');
  const isIndex = /\/index\.mdx?$/.test(p) || /^docs\/index\.mdx?$/.test(p);
  const sdk = p.match(/^docs\/develop\/(go|java|python|typescript|dotnet|php|ruby)\//)?.[1];
  if (p.startsWith('ai-cookbook/') && !isIndex) return {kind: 'recipe', minWords: 500, fences: ['python']};
  if (isIndex) return {kind: 'landing', minWords: 200, fences: null};
  if (sdk) return {kind: 'guide', minWords: 500, fences: SDK_FENCES[sdk]};
  if (/^docs\/(encyclopedia\/|security\.|web-ui\.|glossary\.)/.test(p))
    return {kind: 'concept', minWords: 500, fences: null};
  if (/^docs\/(references|cli|tctl-v1|cloud\/tcld)\//.test(p))
    return {kind: 'reference', minWords: 250, fences: null, needsTableOrCode: true};
  if (/^docs\/troubleshooting\//.test(p))
    return {kind: 'troubleshooting', minWords: 400, fences: null, needsTableOrCode: true};
  return {kind: 'how-to', minWords: 400, fences: null};
}

/**
 * Counts prose words the way the content bar counts them: no code, imports or JSX tags.
 * @param {string} body
 */
export function proseWords(body) {
  const text = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' x ');
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
}

/**
 * Languages of the fenced code blocks in a body (the word after the opening fence).
 * @param {string} body
 */
export function fenceLanguages(body) {
  return [...body.matchAll(/^\s*```([\w+-]+)/gm)].map((m) => m[1].toLowerCase());
}

/** @param {string} body */
export function hasTable(body) {
  return /^\s*\|.*\|\s*$/m.test(body) && /^\s*\|?\s*:?-{3,}/m.test(body);
}

/**
 * Problems of one page against its kind's bar (empty when it clears it).
 * @param {string} relPath
 * @param {string} body
 */
export function substanceProblems(relPath, body) {
  const bar = pageKind(relPath);
  const problems = [];
  const words = proseWords(body);
  if (words < bar.minWords) problems.push(`${words} words of prose; a ${bar.kind} page needs ${bar.minWords}`);
  const languages = fenceLanguages(body);
  const {fences} = bar;
  if (fences && !languages.some((l) => fences.includes(l))) {
    problems.push(`a ${bar.kind} page needs code in ${fences[0]}`);
  }
  if (bar.needsTableOrCode && !hasTable(body) && languages.length === 0) {
    problems.push(`a ${bar.kind} page needs a table or code examples`);
  }
  return problems;
}

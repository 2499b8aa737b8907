// Options of the llms-export plugin: what goes in each export, in which order, and what is left out.
// Every key has a default that matches SPEC.md §2.8, so the site registers the plugin with `{}`.

/** One extra export: the pages whose doc id (`develop/go/core-application`) matches `include`. */
export interface PartialExport {
  filename: string;
  /** The H1 of the file. */
  title: string;
  /** The blockquote under it. */
  summary: string;
  /** Globs over doc ids of the main collection: `*` stays within a segment, `**` crosses them. */
  include: string[];
}

export interface LlmsExportOptions {
  /** Top-level sections of the main collection (first segment of the doc id), in export order. */
  sectionOrder: string[];
  /** The llms.txt blockquote: one paragraph saying what the site documents. */
  summary: string;
  /** Exports of part of the site, written next to llms.txt and llms-full.txt. */
  partialExports: PartialExport[];
  /** Route prefixes never exported (test fixtures, the search page). */
  ignorePaths: string[];
  /** Labels of admonition kinds in the exports (`:::note` → `> **Note:** …`); other directives keep their content only. */
  admonitionLabels: Record<string, string>;
  /** Broken links in the exports: `'throw'` fails the build; by default follows `siteConfig.onBrokenLinks`. */
  onBrokenLinks: 'throw' | 'warn' | 'site';
}

export const DEFAULT_OPTIONS: LlmsExportOptions = {
  sectionOrder: [
    'quickstarts',
    'evaluate',
    'develop',
    'production-deployment',
    'cli',
    'references',
    'troubleshooting',
    'encyclopedia',
    'security',
    'web-ui',
    'glossary',
  ],
  summary:
    'Documentation for Temporal, the open-source Durable Execution platform, and Temporal Cloud, its hosted ' +
    'service: concepts, quickstarts and SDK guides for Go, Java, Python, TypeScript, .NET, PHP and Ruby, CLI and ' +
    'API references, production deployment and Cloud operations, troubleshooting, a glossary, and an AI Cookbook ' +
    'of durable LLM applications.',
  partialExports: [
    {
      filename: 'llms-quickstart.txt',
      title: 'Temporal Docs: quickstarts',
      summary: 'Get a Temporal development server running and a first Workflow executing, in every SDK language.',
      include: ['quickstarts', 'quickstarts/**', 'develop/*/set-up-*'],
    },
    {
      filename: 'llms-api-reference.txt',
      title: 'Temporal Docs: API and CLI reference',
      summary:
        'Reference material for Temporal: server and SDK configuration, metrics, events, errors and failures, and ' +
        'the commands of the Temporal CLI, the Temporal Cloud CLI and the legacy tctl.',
      include: ['references', 'references/**', 'cli', 'cli/**', 'cloud/tcld', 'cloud/tcld/**', 'tctl-v1/**'],
    },
  ],
  ignorePaths: ['/__fixtures', '/search'],
  admonitionLabels: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    caution: 'Caution',
    danger: 'Danger',
    important: 'Important',
    competency: 'What you will learn',
    copycode: 'Runnable sample',
  },
  onBrokenLinks: 'site',
};

const RESERVED_FILENAMES = new Set(['llms.txt', 'llms-full.txt']);

function fail(message: string): never {
  throw new Error(`llms-export: ${message}`);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function validatePartialExport(value: unknown, index: number): PartialExport {
  const where = `partialExports[${index}]`;
  if (typeof value !== 'object' || value === null) fail(`${where} must be an object.`);
  const entry = value as Record<string, unknown>;
  const known = ['filename', 'title', 'summary', 'include'];
  const unknown = Object.keys(entry).filter((key) => !known.includes(key));
  if (unknown.length) fail(`${where} has unknown key(s) ${unknown.join(', ')}; known keys are ${known.join(', ')}.`);
  for (const key of ['filename', 'title', 'summary'] as const) {
    if (typeof entry[key] !== 'string' || entry[key] === '') fail(`${where}.${key} must be a non-empty string.`);
  }
  const filename = entry.filename as string;
  if (!/^[\w.-]+\.txt$/.test(filename))
    fail(`${where}.filename must be a plain file name ending in .txt, got "${filename}".`);
  if (RESERVED_FILENAMES.has(filename)) fail(`${where}.filename "${filename}" is written by the plugin itself.`);
  if (!isStringArray(entry.include) || entry.include.length === 0) {
    fail(`${where}.include must be a non-empty array of doc-id globs such as "develop/*/set-up-*".`);
  }
  return entry as unknown as PartialExport;
}

/** Merges the user's options over the defaults; rejects unknown keys and wrong types with a message. */
export function validateOptions(options: Record<string, unknown>): LlmsExportOptions {
  const known = ['id', ...Object.keys(DEFAULT_OPTIONS)];
  const unknown = Object.keys(options).filter((key) => !known.includes(key));
  if (unknown.length) {
    fail(`unknown option(s) ${unknown.join(', ')}; known options are ${Object.keys(DEFAULT_OPTIONS).join(', ')}.`);
  }
  const {id: _id, ...rest} = options;
  const merged = {...DEFAULT_OPTIONS, ...rest} as LlmsExportOptions;
  if (!isStringArray(merged.sectionOrder)) fail('sectionOrder must be an array of section names.');
  if (typeof merged.summary !== 'string' || merged.summary.trim() === '' || /\n\s*\n/.test(merged.summary)) {
    fail('summary must be one non-empty paragraph.');
  }
  if (!Array.isArray(merged.partialExports)) fail('partialExports must be an array.');
  const partialExports = merged.partialExports.map(validatePartialExport);
  const filenames = partialExports.map((entry) => entry.filename);
  const duplicate = filenames.find((name, index) => filenames.indexOf(name) !== index);
  if (duplicate) fail(`partialExports has two entries named "${duplicate}".`);
  if (!isStringArray(merged.ignorePaths) || merged.ignorePaths.some((p) => !p.startsWith('/'))) {
    fail('ignorePaths must be an array of route prefixes starting with "/".');
  }
  if (typeof merged.admonitionLabels !== 'object' || merged.admonitionLabels === null) {
    fail('admonitionLabels must map admonition kinds to labels.');
  }
  if (!['throw', 'warn', 'site'].includes(merged.onBrokenLinks)) {
    fail(`onBrokenLinks must be "throw", "warn" or "site", got "${String(merged.onBrokenLinks)}".`);
  }
  return {...merged, partialExports};
}

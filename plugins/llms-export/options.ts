// Options of the llms-export plugin: what goes in each export, in which order, and what is left out.
// Every key has a default that matches the published exports, so the site registers the plugin with `{}`.
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {exportIgnorePaths} from '../../config/unindexedRoutes';
import {EXPORT_SECTION_ORDER} from '../../config/exportSections.mjs';
import {validateWithSchema} from '../pluginOptions';

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
  id?: string;
  /** Top-level sections of the main collection (first segment of the doc id), in export order. */
  sectionOrder: string[];
  /** The llms.txt blockquote: one paragraph saying what the site documents. */
  summary: string;
  /** Exports of part of the site, written next to llms.txt and llms-full.txt. */
  partialExports: PartialExport[];
  /** Route prefixes never exported: by default config/unindexedRoutes.ts. */
  ignorePaths: string[];
  /** Labels of admonition kinds in the exports (`:::note` → `> **Note:** …`); other directives keep their content only. */
  admonitionLabels: Record<string, string>;
  /** Broken links in the exports: `'throw'` fails the build; by default follows `siteConfig.onBrokenLinks`. */
  onBrokenLinks: 'throw' | 'warn' | 'site';
  /**
   * Keep each page's Markdown in node_modules/.cache/llms-export and convert only the pages whose
   * MDX, or whose links, code files or components, changed since (markdownCache.ts).
   */
  cache: boolean;
}

export const DEFAULT_OPTIONS: LlmsExportOptions = {
  sectionOrder: [...EXPORT_SECTION_ORDER],
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
  ignorePaths: exportIgnorePaths,
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
  cache: true,
};

const RESERVED_FILENAMES = ['llms.txt', 'llms-full.txt'];

const nonEmpty = Joi.string().min(1);

const PartialExportSchema = Joi.object<PartialExport>({
  filename: Joi.string()
    .pattern(/^[\w.-]+\.txt$/)
    .invalid(...RESERVED_FILENAMES)
    .required()
    .messages({
      'string.pattern.base': '{{#label}} must be a plain file name ending in .txt, got "{{#value}}"',
      'any.invalid': '{{#label}} "{{#value}}" is written by the plugin itself',
    }),
  title: nonEmpty.required(),
  summary: nonEmpty.required(),
  include: Joi.array()
    .items(nonEmpty)
    .min(1)
    .required()
    .messages({'array.min': '{{#label}} must be a non-empty array of doc-id globs such as "develop/*/set-up-*"'}),
});

const OptionsSchema = Joi.object<LlmsExportOptions>({
  sectionOrder: Joi.array().items(nonEmpty).default(DEFAULT_OPTIONS.sectionOrder),
  summary: Joi.string()
    .pattern(/^(?![\s\S]*\n\s*\n)\s*\S/)
    .default(DEFAULT_OPTIONS.summary)
    .messages({'string.pattern.base': '{{#label}} must be one non-empty paragraph'}),
  partialExports: Joi.array()
    .items(PartialExportSchema)
    .unique('filename')
    .default(DEFAULT_OPTIONS.partialExports)
    .messages({'array.unique': '{{#label}} has two entries named "{{#value.filename}}"'}),
  ignorePaths: Joi.array()
    .items(
      Joi.string().pattern(/^\//).messages({'string.pattern.base': '{{#label}} must be a route starting with "/"'}),
    )
    .default(DEFAULT_OPTIONS.ignorePaths),
  admonitionLabels: Joi.object().pattern(Joi.string(), nonEmpty).default(DEFAULT_OPTIONS.admonitionLabels),
  onBrokenLinks: Joi.string().valid('throw', 'warn', 'site').default(DEFAULT_OPTIONS.onBrokenLinks),
  cache: Joi.boolean().default(DEFAULT_OPTIONS.cache),
});

/** Merges the user's options over the defaults; a wrong key or value stops the build with Joi's message. */
export function validateOptions(
  context: OptionValidationContext<Partial<LlmsExportOptions> | undefined, LlmsExportOptions>,
): LlmsExportOptions {
  return validateWithSchema('llms-export', OptionsSchema, context);
}

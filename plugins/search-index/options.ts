// Options of the search-index plugin, validated with a Joi schema (plugins/pluginOptions.ts).
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {searchIgnorePaths} from '../../config/unindexedRoutes';
import {validateWithSchema} from '../pluginOptions';

export interface SearchIndexOptions {
  id?: string;
  /** Route prefixes that are never indexed: by default config/unindexedRoutes.ts. */
  ignorePaths: string[];
  /** hierarchy.lvl0 for pages without a section (no breadcrumbs). */
  defaultSection: string;
  /**
   * Keep each page's records in node_modules/.cache/search-index and extract only the pages whose
   * HTML changed (./recordCache.ts); false extracts every page.
   */
  cache: boolean;
}

export const DEFAULT_OPTIONS: SearchIndexOptions = {
  ignorePaths: searchIgnorePaths,
  defaultSection: 'Documentation',
  cache: true,
};

const OptionsSchema = Joi.object<SearchIndexOptions>({
  ignorePaths: Joi.array()
    .items(
      Joi.string().pattern(/^\//).messages({'string.pattern.base': '{{#label}} must be a route starting with "/"'}),
    )
    .default(DEFAULT_OPTIONS.ignorePaths),
  defaultSection: Joi.string().min(1).default(DEFAULT_OPTIONS.defaultSection),
  cache: Joi.boolean().default(DEFAULT_OPTIONS.cache),
});

export function validateOptions(
  context: OptionValidationContext<Partial<SearchIndexOptions> | undefined, SearchIndexOptions>,
): SearchIndexOptions {
  return validateWithSchema('search-index', OptionsSchema, context);
}

// Options of the cookbook-index plugin: which docs plugin instance holds the recipes, and how many
// recipes a list page shows. Validated with a Joi schema (plugins/pluginOptions.ts).
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {validateWithSchema} from '../pluginOptions';

export interface CookbookIndexOptions {
  id?: string;
  /** Id of the docs plugin instance whose docs are the recipes (its index doc is the landing page). */
  docsPluginId: string;
  /** The tag vocabulary, relative to that docs plugin's folder (the docs plugin's `tags` option). */
  tags: string;
  /** Recipes per list page; the landing page shows the first page, /page/N the others. */
  pageSize: number;
}

export const DEFAULT_OPTIONS: CookbookIndexOptions = {docsPluginId: 'ai-cookbook', tags: 'tags.yml', pageSize: 5};

const OptionsSchema = Joi.object<CookbookIndexOptions>({
  docsPluginId: Joi.string().min(1).default(DEFAULT_OPTIONS.docsPluginId),
  tags: Joi.string().min(1).default(DEFAULT_OPTIONS.tags),
  pageSize: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.pageSize),
});

export function validateOptions(
  context: OptionValidationContext<Partial<CookbookIndexOptions> | undefined, CookbookIndexOptions>,
): CookbookIndexOptions {
  return validateWithSchema('cookbook-index', OptionsSchema, context);
}

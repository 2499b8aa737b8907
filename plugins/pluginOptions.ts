// Option validation shared by the local plugins, the way Docusaurus's own plugins do it: each plugin
// module exports `validateOptions({validate, options})`, which Docusaurus calls with
// `normalizePluginOptions` before it constructs the plugin, and describes its options with a Joi
// schema from @docusaurus/utils-validation (defaults included). A wrong value stops the build with
// Joi's message prefixed by the plugin's name, plus the list of known options for an unknown one.
import type {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export function validateWithSchema<T extends object>(
  plugin: string,
  schema: Joi.ObjectSchema<T>,
  {validate, options}: OptionValidationContext<Partial<T> | undefined, T>,
): T {
  try {
    return validate(schema, options ?? {});
  } catch (error) {
    const details = (error as {details?: {type: string; path: unknown[]}[]}).details ?? [];
    const known = Object.keys((schema.describe() as {keys?: Record<string, unknown>}).keys ?? {});
    const hint = details.some((d) => d.type === 'object.unknown' && d.path.length === 1)
      ? ` Known options: ${known.join(', ')}.`
      : '';
    throw new Error(`${plugin}: ${(error as Error).message}.${hint}`, {cause: error});
  }
}

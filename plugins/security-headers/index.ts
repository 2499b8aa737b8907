// Writes `_headers` after the build: a strict Content-Security-Policy that allows the site's own
// inline scripts by hash and the origins of configured third-party services, plus the usual
// security headers. scripts/serve.mjs applies the file; static hosts that read `_headers`
// (Netlify, Cloudflare Pages) do too.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {
  DIRECTIVES,
  buildContentSecurityPolicy,
  buildHeadersFile,
  inlineScriptBodies,
  isRedirectPage,
  type ExtraOrigins,
} from './policy';
import {validateWithSchema} from '../pluginOptions';

export interface SecurityHeadersOptions {
  id?: string;
  /** Origins a configured third-party service needs, per directive (config/thirdParty.ts). */
  extraOrigins: ExtraOrigins;
}

const OptionsSchema = Joi.object<SecurityHeadersOptions>({
  extraOrigins: Joi.object(
    Object.fromEntries(
      DIRECTIVES.map((directive) => [
        directive,
        Joi.array().items(
          Joi.string()
            .pattern(/^[^\s;,]+$/)
            .messages({
              'string.pattern.base':
                '{{#label}} must be one CSP source (no spaces, commas or semicolons), got "{{#value}}"',
            }),
        ),
      ]),
    ),
  ).default({}),
});

export function validateOptions(
  context: OptionValidationContext<Partial<SecurityHeadersOptions> | undefined, SecurityHeadersOptions>,
): SecurityHeadersOptions {
  return validateWithSchema('security-headers', OptionsSchema, context);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const started = performance.now();
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        if (isRedirectPage(html)) continue;
        for (const body of inlineScriptBodies(html)) {
          hashes.add(`sha256-${crypto.createHash('sha256').update(body).digest('base64')}`);
        }
      }
      const csp = buildContentSecurityPolicy([...hashes], options.extraOrigins);
      await fs.writeFile(path.join(outDir, '_headers'), buildHeadersFile(csp));
      logger.info(
        `[security-headers] _headers written (${hashes.size} inline script hash${hashes.size === 1 ? '' : 'es'}) in ${seconds(started)}`,
      );
    },
  };
}

// Writes `_headers` after the build: a strict Content-Security-Policy that allows the site's own
// inline scripts by hash and the origins of configured third-party services, plus the usual
// security headers. scripts/serve.mjs applies the file; static hosts that read `_headers`
// (Netlify, Cloudflare Pages) do too.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildContentSecurityPolicy, buildHeadersFile, inlineScriptBodies, type ExtraOrigins} from './policy';

export interface SecurityHeadersOptions {
  extraOrigins?: ExtraOrigins;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export default function securityHeadersPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as SecurityHeadersOptions;
  const unknown = Object.keys(options).filter((k) => !['id', 'extraOrigins'].includes(k));
  if (unknown.length)
    throw new Error(`security-headers: unknown option(s) ${unknown.join(', ')}; known options are extraOrigins.`);
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const body of inlineScriptBodies(await fs.readFile(file, 'utf8'))) {
          hashes.add(`sha256-${crypto.createHash('sha256').update(body).digest('base64')}`);
        }
      }
      const csp = buildContentSecurityPolicy([...hashes], options.extraOrigins);
      await fs.writeFile(path.join(outDir, '_headers'), buildHeadersFile(csp));
      console.log(
        `[security-headers] _headers written (${hashes.size} inline script hash${hashes.size === 1 ? '' : 'es'})`,
      );
    },
  };
}

// Pure: the Content-Security-Policy and the other security headers of every page, written as a
// Netlify/Cloudflare-style `_headers` file. Inline scripts are allowed by hash only.
import {SHARD_DIR} from '../search-index/shardFormat';

/** The directives a third-party service may add origins to. */
export const DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'manifest-src',
] as const;

export type Directive = (typeof DIRECTIVES)[number];

/** Origins a configured third-party service needs, per directive. */
export type ExtraOrigins = Partial<Record<Directive, string[]>>;

export function buildContentSecurityPolicy(scriptHashes: readonly string[], extra: ExtraOrigins = {}): string {
  const add = (directive: Directive, base: string[]) => [...base, ...(extra[directive] ?? [])];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', add('script-src', ["'self'", ...[...new Set(scriptHashes)].sort().map((h) => `'${h}'`)])],
    // Docusaurus and DocSearch set inline style attributes; styles cannot run code.
    ['style-src', add('style-src', ["'self'", "'unsafe-inline'"])],
    ['img-src', add('img-src', ["'self'", 'data:'])],
    ['font-src', add('font-src', ["'self'", 'data:'])],
    ['connect-src', add('connect-src', ["'self'"])],
    [
      'frame-src',
      add(
        'frame-src',
        ["'none'"].filter(() => !extra['frame-src']?.length),
      ),
    ],
    ['manifest-src', add('manifest-src', ["'self'"])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function buildHeadersFile(csp: string): string {
  const lines = [
    '# Generated at build time by plugins/security-headers. Do not edit.',
    '/*',
    `  Content-Security-Policy: ${csp}`,
  ];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The search index's files are named by their content; its manifest (/search-index.json) is not.
  lines.push(`/${SHARD_DIR}/*`, '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}

/**
 * True for the redirect pages of @docusaurus/plugin-client-redirects. Their inline script differs
 * per page (it names the target), so hashing them would add one source per redirect — hundreds —
 * to every response's policy. They are left out: the page's meta refresh redirects without the
 * script, and hosts that read `_redirects` answer those paths with a 301 before any page.
 */
export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

/** sha256 source expressions for the executable inline scripts of an HTML document. */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/.test(attributes) || !body.trim()) continue;
    const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

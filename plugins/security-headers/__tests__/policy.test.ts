import {describe, expect, it} from 'vitest';
import {buildContentSecurityPolicy, buildHeadersFile, inlineScriptBodies, isRedirectPage} from '../policy';

describe('buildContentSecurityPolicy', () => {
  it('allows only the site itself and the given inline-script hashes by default', () => {
    const csp = buildContentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-a']);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('adds the origins of configured services to their directives', () => {
    const csp = buildContentSecurityPolicy([], {
      'connect-src': ['https://abc-dsn.algolia.net'],
      'frame-src': ['https://comms.example.com'],
    });
    expect(csp).toContain("connect-src 'self' https://abc-dsn.algolia.net;");
    expect(csp).toContain('frame-src https://comms.example.com;');
  });
});

describe('inlineScriptBodies', () => {
  it('returns executable inline scripts only', () => {
    const html =
      '<script src=/a.js defer></script><script type="application/ld+json">{}</script><script>run()</script><script type=module>go()</script>';
    expect(inlineScriptBodies(html)).toEqual(['run()', 'go()']);
  });
});

describe('buildHeadersFile', () => {
  it('applies the policy and the security headers to every path', () => {
    const file = buildHeadersFile("default-src 'self'");
    expect(file).toMatch(/^\/\*$/m);
    expect(file).toContain("  Content-Security-Policy: default-src 'self'");
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
  });

  it('lets browsers keep the content-hashed files, and never the search manifest', () => {
    const file = buildHeadersFile("default-src 'self'");
    expect(file).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(file).toMatch(/^\/search-index\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(file).not.toContain('/search-index.json');
  });
});

describe('isRedirectPage', () => {
  it('tells the client-redirect pages (meta refresh) from real pages', () => {
    const redirect =
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/workflows"></head><script>window.location.href = \'/workflows\';</script></html>';
    expect(isRedirectPage(redirect)).toBe(true);
    expect(isRedirectPage('<html><head><meta name="description" content="refresh"></head><body></body></html>')).toBe(
      false,
    );
  });
});

// @ts-check
import {describe, expect, it} from 'vitest';
import {formatHeaders, formatRedirects, headersFor, parseHeadersFile, parseRedirectsFile} from '../headers.mjs';

const file = `# generated
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  X-Content-Type-Options: nosniff
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
const rules = parseHeadersFile(file);

describe('_headers', () => {
  it('parses rules and applies every matching one to a path', () => {
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/assets/*']);
    expect(headersFor(rules, '/assets/js/main.js')).toEqual({
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/workflows')).not.toHaveProperty('Cache-Control');
  });

  it('writes nginx locations that repeat the site-wide headers, since nginx does not inherit them', () => {
    const nginx = formatHeaders(rules, 'nginx');
    const assets = nginx.slice(nginx.indexOf('location /assets/ {'));
    expect(nginx).toMatch(
      /^location \/ \{\n {4}add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='" always;/,
    );
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it('writes Apache mod_headers lines, scoping the asset rule to its path', () => {
    const apache = formatHeaders(rules, 'apache');
    expect(apache.split('\n')[0]).toBe(
      `Header always set Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='"`,
    );
    expect(apache).toContain('<If "%{REQUEST_URI} =~ m#^/assets/#">\n    Header always set Cache-Control');
  });

  it("writes vercel.json's headers with path patterns", () => {
    const {headers} = JSON.parse(formatHeaders(rules, 'vercel'));
    expect(headers.map((/** @type {{source: string}} */ h) => h.source)).toEqual(['/(.*)', '/assets/(.*)']);
    expect(headers[0].headers).toContainEqual({key: 'X-Content-Type-Options', value: 'nosniff'});
  });

  it('escapes double quotes and names the hosts it knows when given another', () => {
    expect(formatHeaders(parseHeadersFile('/*\n  X-Test: say "hi"\n'), 'nginx')).toContain('"say \\"hi\\"" always;');
    expect(() => formatHeaders(rules, 'caddy')).toThrow(/use nginx, apache or vercel/);
  });
});

describe('_redirects', () => {
  const redirects = parseRedirectsFile('# generated\n/dev-guide /develop/ 301\n/go/v1.2 /develop/go/ 301\n');

  it('parses "from to status" lines, skipping comments', () => {
    expect(redirects).toEqual([
      {from: '/dev-guide', to: '/develop/', status: 301},
      {from: '/go/v1.2', to: '/develop/go/', status: 301},
    ]);
  });

  it('writes nginx and Apache rules that match the path with or without a trailing slash, dots escaped', () => {
    expect(formatRedirects(redirects, 'nginx')).toContain(
      'location ~ ^/go/v1\\.2/?$ {\n    return 301 /develop/go/;\n}',
    );
    expect(formatRedirects(redirects, 'apache').split('\n')).toEqual([
      'RedirectMatch 301 ^/dev-guide/?$ /develop/',
      'RedirectMatch 301 ^/go/v1\\.2/?$ /develop/go/',
    ]);
  });

  it("writes vercel.json's redirects with their status, and names the hosts it knows", () => {
    expect(JSON.parse(formatRedirects(redirects, 'vercel')).redirects[0]).toEqual({
      source: '/dev-guide',
      destination: '/develop/',
      statusCode: 301,
    });
    expect(() => formatRedirects(redirects, 'caddy')).toThrow(/use nginx, apache or vercel/);
  });
});

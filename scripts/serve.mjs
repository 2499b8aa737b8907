#!/usr/bin/env node
// @ts-check
// Serves the production build the way a static host would: clean URLs (/workflows →
// workflows/index.html), the 404 page with status 404, the headers of the build's _headers and the
// redirects of its _redirects (applied before files, with or without a trailing slash).
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseHeadersFile, headersFor, parseRedirectsFile} from './lib/headers.mjs';

/** @type {Record<string, string | undefined>} */
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs),
      /** @type {[string, string | undefined][]} */ ([]),
    ),
);
const root = path.resolve(args.dir ?? 'build');
const port = Number(args.port ?? process.env.PORT ?? 3000);
const host = args.host ?? process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  const how =
    path.basename(root) === 'build-fixtures'
      ? 'run "npm run build:fixtures" first (the test build)'
      : 'run "npm run build" first (or "npm start", which builds and serves)';
  console.error(`No build at ${root}: ${how}.`);
  process.exit(1);
}

const headersFile = path.join(root, '_headers');
const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
const redirectsFile = path.join(root, '_redirects');
const redirects = new Map(
  (fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')) : []).map((r) => [
    r.from.replace(/(.)\/$/, '$1'),
    r,
  ]),
);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} urlPath */
function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Text responses are gzipped, as any static host would; compressed bodies are cached by file.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** @type {Map<string, {mtimeMs: number, body: Buffer}>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipped(file) {
  const {mtimeMs} = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, {mtimeMs, body});
  return body;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const redirect = redirects.get(url.pathname.replace(/(.)\/$/, '$1'));
  if (redirect) {
    res.writeHead(redirect.status, {...headersFor(rules, url.pathname), Location: `${redirect.to}${url.search}`});
    return res.end();
  }
  let file = null;
  try {
    file = resolveFile(url.pathname);
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  const target = file ?? path.join(root, '404.html');
  const headers = {
    'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headersFor(rules, url.pathname),
  };
  if (COMPRESSIBLE.test(headers['Content-Type']) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const body = gzipped(target);
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(target).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

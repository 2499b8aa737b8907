#!/usr/bin/env node
// @ts-check
// Prints the security headers of a build (build/_headers, written by plugins/security-headers) and
// its redirects (build/_redirects, written by plugins/host-redirects) in the form another host
// needs. The CSP lists the inline scripts' hashes, which change with the build, so run this as part
// of each deployment rather than copying its output once.
// Usage: npm run headers -- nginx|apache|vercel [--build-dir build]
import fs from 'node:fs';
import path from 'node:path';
import {formatHeaders, formatRedirects, parseHeadersFile, parseRedirectsFile} from './lib/headers.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--build-dir');
const buildDir = dirIndex >= 0 ? args[dirIndex + 1] : 'build';
const host = args.find((arg, i) => !arg.startsWith('--') && (dirIndex < 0 || i !== dirIndex + 1));
const file = path.join(buildDir, '_headers');

if (!host) {
  console.error('Usage: npm run headers -- nginx|apache|vercel [--build-dir build]');
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist: run npm run build first (plugins/security-headers writes it).`);
  process.exit(1);
}
const redirectsFile = path.join(buildDir, '_redirects');
try {
  const headers = formatHeaders(parseHeadersFile(fs.readFileSync(file, 'utf8')), host);
  const redirects = fs.existsSync(redirectsFile)
    ? formatRedirects(parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')), host)
    : null;
  if (redirects === null) console.log(headers);
  else if (host === 'vercel') console.log(JSON.stringify({...JSON.parse(headers), ...JSON.parse(redirects)}, null, 2));
  else console.log(`${headers}\n${redirects}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

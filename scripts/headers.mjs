#!/usr/bin/env node
// @ts-check
// Prints the security headers of a build (build/_headers, written by plugins/security-headers) in
// the form another host needs. The CSP lists the inline scripts' hashes, which change with the
// build, so run this as part of each deployment rather than copying its output once.
// Usage: npm run headers -- nginx|apache|vercel [--build-dir build]
import fs from 'node:fs';
import path from 'node:path';
import {formatHeaders, parseHeadersFile} from './lib/headers.mjs';

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
try {
  console.log(formatHeaders(parseHeadersFile(fs.readFileSync(file, 'utf8')), host));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

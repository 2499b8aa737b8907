#!/usr/bin/env node
// @ts-check
// Makes sure the end-to-end tests have a browser: the system Chromium when present; otherwise
// Debian's `chromium` package via apt (as root), or Playwright's installer where the internet is
// reachable. Stops with one clear line when none of these works.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {findChromium, CHROMIUM_ENV} from './lib/browser.mjs';

/**
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  return spawnSync(cmd, args, {stdio: 'inherit'}).status === 0;
}

function playwrightBrowserInstalled() {
  try {
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (findChromium() || playwrightBrowserInstalled()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium package with apt-get…");
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium())
    process.exit(0);
}
console.log("Trying Playwright's own Chromium download…");
if (run('npx', ['playwright', 'install', 'chromium']) && playwrightBrowserInstalled()) process.exit(0);

console.error(
  `No browser for the end-to-end tests: install Chromium (Debian/Ubuntu: "sudo apt-get install chromium") or set ${CHROMIUM_ENV} to a Chromium executable.`,
);
process.exit(1);

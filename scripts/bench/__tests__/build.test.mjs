// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {touchPage} from '../build.mjs';

describe('the page the incremental rebuild edits', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-touch-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('changes the page, then puts back its bytes and modification time', () => {
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, '# Timers\n\nA paragraph.\n');
    const past = new Date('2026-01-02T03:04:05Z');
    fs.utimesSync(file, past, past);

    const restore = touchPage(file);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^# Timers\n\nA paragraph\.\n\n\{\/\* .+ \*\/\}\n$/);
    restore();
    expect(fs.readFileSync(file, 'utf8')).toBe('# Timers\n\nA paragraph.\n');
    expect(fs.statSync(file).mtime.getTime()).toBe(past.getTime());
    expect(process.listeners('exit')).not.toContain(restore);
  });
});

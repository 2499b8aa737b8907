// Upgrade guard: every change we make inside another package (plugins/patchedPackages.ts) was
// written for one exact version. Moving a pin makes this test fail with the files to re-read.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHED_PACKAGES, describeMismatches, versionMismatches, type PatchedPackage} from '../patchedPackages';

const ROOT = path.resolve(__dirname, '../..');
const packageDir = (pkg: string) => path.join(ROOT, 'node_modules', pkg);

function installedVersion(pkg: string): string | null {
  const file = path.join(packageDir(pkg), 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version : null;
}

describe('patched packages', () => {
  it('are installed at the exact versions the patches and swizzles were written for', () => {
    const mismatches = versionMismatches(PATCHED_PACKAGES, installedVersion);
    // The message lists, per package that moved, every patch and the files to re-check.
    expect(mismatches.length === 0 ? '' : describeMismatches(mismatches)).toBe('');
  });

  it('are pinned to those versions in package.json, so an install cannot move them silently', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = {...pkg.dependencies, ...pkg.devDependencies};
    const pins = [...new Set(PATCHED_PACKAGES.map((e) => e.package))]
      .filter((name) => name in declared)
      .map((name) => [name, declared[name]]);
    const expected = pins.map(([name]) => [name, PATCHED_PACKAGES.find((e) => e.package === name)!.version]);
    expect(pins).toEqual(expected);
  });

  it('name files that exist in the installed package, and patches that exist in the repository', () => {
    const missing = PATCHED_PACKAGES.flatMap((entry) => [
      ...entry.files
        .filter((file) => !fs.existsSync(path.join(packageDir(entry.package), file)))
        .map((file) => `${entry.patch}: node_modules/${entry.package}/${file} does not exist`),
      ...(fs.existsSync(path.join(ROOT, entry.patch)) ? [] : [`${entry.patch} does not exist`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('cover every swizzled component under src/theme and every patch file under patches/', () => {
    const covered = (file: string) =>
      PATCHED_PACKAGES.some((entry) => file === entry.patch || file.startsWith(`${entry.patch}/`));
    const themeComponents = fs
      .readdirSync(path.join(ROOT, 'src/theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(tsx?|jsx?)$/.test(file))
      .map((file) => `src/theme/${file.split(path.sep).join('/')}`);
    const patchFiles = fs.existsSync(path.join(ROOT, 'patches'))
      ? fs.readdirSync(path.join(ROOT, 'patches')).map((file) => `patches/${file}`)
      : [];
    expect([...themeComponents, ...patchFiles].filter((file) => !covered(file))).toEqual([]);
  });

  it('each have an UPGRADING.md entry, and every bug report they point to exists there', () => {
    const upgrading = fs.readFileSync(path.join(ROOT, 'UPGRADING.md'), 'utf8');
    const anchors = new Set(
      [...upgrading.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .replace(/\s/g, '-'),
      ),
    );
    const problems = PATCHED_PACKAGES.flatMap((entry) => [
      ...(upgrading.includes(`\`${entry.patch}\``) ? [] : [`${entry.patch} is not listed in UPGRADING.md`]),
      ...(entry.upstream.startsWith('UPGRADING.md#') && !anchors.has(entry.upstream.slice('UPGRADING.md#'.length))
        ? [`${entry.patch} points to ${entry.upstream}, which has no heading`]
        : []),
      ...(/^(https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+|UPGRADING\.md#[\w-]+|none needed)$/.test(
        entry.upstream,
      )
        ? []
        : [`${entry.patch} has an upstream reference of an unknown form: ${entry.upstream}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('report a moved version with the package, both versions and the files to re-check', () => {
    const entry: PatchedPackage = {
      patch: 'plugins/example',
      kind: 'loader',
      package: '@docusaurus/core',
      version: '3.8.1',
      files: ['lib/client/clientEntry.js'],
      why: 'an example',
      upstream: 'none needed',
    };
    const mismatches = versionMismatches([entry], () => '3.9.0');
    expect(describeMismatches(mismatches)).toBe(
      '@docusaurus/core is installed at 3.9.0, but these were written for 3.8.1:\n' +
        '  - plugins/example (loader): re-check node_modules/@docusaurus/core/lib/client/clientEntry.js\n' +
        'Follow UPGRADING.md for each, then set the new version in plugins/patchedPackages.ts.',
    );
    expect(versionMismatches([entry], () => '3.8.1')).toEqual([]);
  });
});

describe('patch files applied by patch-package', () => {
  const patchDir = path.join(ROOT, 'patches');
  const patches = fs.existsSync(patchDir) ? fs.readdirSync(patchDir).filter((f) => f.endsWith('.patch')) : [];

  it('run on every install (the postinstall script)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.postinstall).toBe('patch-package');
  });

  it.each(patches)('%s is applied to the installed package at the version its name gives', (file) => {
    // patch-package names a patch <scope>+<name>+<version>.patch.
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file)!;
    const pkg = name!.replace('+', '/');
    expect(installedVersion(pkg)).toBe(version);
    const diff = fs.readFileSync(path.join(patchDir, file), 'utf8');
    for (const section of diff.split(/^diff --git /m).slice(1)) {
      const target = /^\+\+\+ b\/(.+)$/m.exec(section)![1]!;
      const installed = fs.readFileSync(path.join(ROOT, target), 'utf8');
      const added = section
        .split('\n')
        .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
        .map((line) => line.slice(1));
      // A failed or skipped patch leaves the installed file without the added lines.
      expect(
        added.filter((line) => !installed.includes(line)).map((line) => `${target}: ${line.slice(0, 80)}…`),
      ).toEqual([]);
    }
  });

  it('the DocSearch bundle the site builds from keeps the error status after a failed search', () => {
    // modal.js (imported by src/theme/SearchBar) re-exports dist/esm, the only DocSearch code in the build.
    expect(fs.readFileSync(packageDir('@docsearch/react/modal.js'), 'utf8')).toContain("from './dist/esm'");
    const bundle = fs.readFileSync(packageDir('@docsearch/react/dist/esm/index.js'), 'utf8');
    expect(bundle).toContain('.finally((function(){"error"!==c.getState().status&&p("idle"),lt');
    expect(bundle).not.toContain('.finally((function(){p("idle"),lt');
  });
});

#!/usr/bin/env node
// @ts-check
// Java samples: every ```java block on the site is filled from a file under examples/java (or
// carries a reasoned nocheck), every such file= target and #region resolves, and Maven compiles
// every .java file of examples/java (main and test sources, and the separately compiled Spring Boot
// and Nexus source sets; see examples/java/pom.xml) against the pinned io.temporal SDK.
// Then every compiled Workflow and Activity type goes through the SDK's own registration checks
// (samplecheck.RegistrationCheck), which catch what javac accepts but a Worker rejects.
// One test per .java file: it fails with javac's (or the SDK's) messages for that file.
//
// Maven runs offline (-o) so that a second run reuses ~/.m2 without touching the network; when an
// artifact has never been downloaded (a fresh machine, or a bumped pin) it runs once online.
// Deprecation warnings are printed above the summary but do not fail a file: the only pages that
// use deprecated APIs (Worker Versioning (legacy)) say that they are deprecated.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, blockCoverage, finish, haveTool, walk} from './lib.mjs';

const LABEL = 'java samples';
const DIR = path.join(ROOT, 'examples', 'java');

const {results, nocheck, blocks} = blockCoverage(['java']);

// The file= target of every Java block exists and its region resolves, with the same code the site
// build uses (plugins/remark-code-file), so a renamed region fails here rather than in the build.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
/** @type {{resolveCodeFile: (meta: string, rootDir: string) => string | null}} */
const codeFile = jiti('../../plugins/remark-code-file/index.ts');
for (const b of blocks.filter((x) => x.file)) {
  const name = `${b.page}:${b.line}`;
  if (!b.file?.startsWith('examples/java/')) {
    results.push({name, ok: false, message: `a java block must show a file under examples/java/, not ${b.file}`});
    continue;
  }
  try {
    codeFile.resolveCodeFile(b.meta, ROOT);
  } catch (e) {
    results.push({name, ok: false, message: /** @type {Error} */ (e).message});
  }
}

const pom = fs.readFileSync(path.join(DIR, 'pom.xml'), 'utf8');
const sdkVersion = pom.match(/<temporal\.version>([^<]+)</)?.[1] ?? '?';
const extra = () => `(nocheck ${nocheck} of ${blocks.length} blocks; io.temporal:temporal-sdk ${sdkVersion})`;

const haveMvn = haveTool('mvn', ['-v'], 'install Apache Maven 3.8+ (Debian: apt-get install maven)');
const haveJavac = haveTool(
  'javac',
  ['-version'],
  'install a JDK 17+ (Debian: apt-get install openjdk-17-jdk-headless)',
);
if (!haveMvn || !haveJavac) {
  results.push({
    name: 'java toolchain',
    ok: false,
    message: `${haveMvn ? '' : 'mvn '}${haveJavac ? '' : 'javac '}not found: the Java samples were not compiled`,
  });
  process.exit(finish(LABEL, results, extra()));
}

// test-compile runs the compile phase first; failOnError=false lets every source set compile even
// when an earlier one has errors, so each file gets its own verdict from the messages below.
const args = ['-B', 'test-compile', '-Dmaven.compiler.failOnError=false'];
const mvn = (/** @type {string[]} */ extraArgs) =>
  spawnSync('mvn', [...extraArgs, ...args], {cwd: DIR, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
let run = mvn(['-o']);
let output = `${run.stdout}${run.stderr}`;
if (run.status !== 0 && /offline mode|could not be resolved|Could not resolve|Non-resolvable/i.test(output)) {
  console.log('examples/java: resolving the pinned artifacts online (first run on this machine)');
  run = mvn([]);
  output = `${run.stdout}${run.stderr}`;
}

// [ERROR] /abs/path/File.java:[12,8] message   (then indented "symbol:" / "location:" lines)
/** @type {Map<string, Set<string>>} */
const errors = new Map();
/** @type {Map<string, Set<string>>} */
const deprecations = new Map();
const lines = output.split('\n');
for (let i = 0; i < lines.length; i++) {
  const m = lines[i].match(/^\[(ERROR|WARNING)\] (\/.+?\.java):\[(\d+),(\d+)\] (.*)$/);
  if (!m) continue;
  const [, level, abs, line, col, text] = m;
  const file = path.relative(ROOT, abs);
  let message = `${path.basename(abs)}:${line}:${col}: ${text}`;
  while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1])) message += `\n  ${lines[++i].trim()}`;
  if (level === 'ERROR') {
    if (!errors.has(file)) errors.set(file, new Set());
    errors.get(file)?.add(message);
  } else if (/deprecat/.test(text)) {
    if (!deprecations.has(file)) deprecations.set(file, new Set());
    deprecations.get(file)?.add(message);
  }
}

// What javac cannot see: the SDK validates Workflow and Activity types when a Worker registers them
// (public interfaces, a public constructor for a Workflow implementation, no clashing names ...).
// samplecheck.RegistrationCheck runs that validation on every compiled class, once per source set so
// that the Spring Boot and Nexus classes shadow the main ones they replace.
const TARGET = path.join(DIR, 'target');
const classpathFile = path.join(TARGET, 'test-classpath.txt');
if (errors.size === 0 && fs.existsSync(classpathFile)) {
  const deps = fs.readFileSync(classpathFile, 'utf8').trim();
  const t = (/** @type {string} */ d) => path.join(TARGET, d);
  const sets = [
    {dirs: ['classes', 'test-classes'], cp: ['test-classes', 'classes'], roots: ['src/main/java', 'src/test/java']},
    {dirs: ['nexus-classes'], cp: ['test-classes', 'nexus-classes', 'classes'], roots: ['src/nexus/java']},
    {dirs: ['spring-classes'], cp: ['test-classes', 'spring-classes', 'classes'], roots: ['src/spring/java']},
  ];
  for (const set of sets) {
    const cp = [...set.cp.map(t), deps].join(path.delimiter);
    const check = spawnSync('java', ['-cp', cp, 'samplecheck.RegistrationCheck', ...set.dirs.map(t)], {
      cwd: DIR,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!/^CHECKED \d+/m.test(check.stdout)) {
      results.push({
        name: `registration check (${set.dirs.join(', ')})`,
        ok: false,
        message: `${check.stdout}${check.stderr}`.trim().slice(-3000),
      });
      continue;
    }
    for (const m of check.stdout.matchAll(/^BAD (\S+) (.*)$/gm)) {
      const outer = m[1].replace(/\$.*/, '');
      const rel = `${outer.replace(/\./g, '/')}.java`;
      const root = set.roots.find((r) => fs.existsSync(path.join(DIR, r, rel))) ?? set.roots[0];
      const file = path.relative(ROOT, path.join(DIR, root, rel));
      if (!errors.has(file)) errors.set(file, new Set());
      errors.get(file)?.add(`${m[1]} is rejected when a Worker registers it: ${m[2]}`);
    }
  }
}

// A file that fails to compile in src/main/java leaves no classes behind, so the other source sets
// that use it fail too; say so next to those follow-on errors.
const mainFailed = [...errors.keys()].some((f) => f.startsWith('examples/java/src/main/java/'));
if (mainFailed) {
  for (const [file, msgs] of errors) {
    if (!file.startsWith('examples/java/src/main/java/')) {
      msgs.add('(src/main/java has compile errors too; this may follow from them)');
    }
  }
}

const files = walk(path.join(DIR, 'src'), (f) => f.endsWith('.java')).map((f) => path.relative(ROOT, f));
for (const file of files) {
  const errs = errors.get(file);
  results.push({name: file, ok: !errs, message: errs ? [...errs].join('\n') : undefined});
}
const unexplained = run.status !== 0 || (/COMPILATION ERROR/.test(output) && errors.size === 0);
if (unexplained) {
  results.push({
    name: 'mvn test-compile (examples/java)',
    ok: false,
    message:
      output
        .split('\n')
        .filter((l) => /ERROR|BUILD FAILURE/.test(l))
        .slice(0, 40)
        .join('\n') || output.slice(-4000),
  });
}
for (const file of errors.keys()) {
  if (!files.includes(file)) results.push({name: file, ok: false, message: [...(errors.get(file) ?? [])].join('\n')});
}

if (deprecations.size) {
  console.log('deprecated APIs used (printed, not failures):');
  for (const [file, msgs] of deprecations) console.log(`  ${file}: ${msgs.size} use(s), e.g. ${[...msgs][0]}`);
}
process.exit(finish(LABEL, results, extra()));

// @ts-check
// The checks the llms exports must pass (scripts/check-content.mjs --build), on a small build written
// here: clean exports pass every point, and each kind of regression fails the point it belongs to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  EXPORT_POINTS,
  analyzeExports,
  builtDocPages,
  exportProblems,
  fullExportPages,
  markdownDefects,
  pagePath,
  proseLinks,
  sidebarRanks,
  siteOrigin,
} from '../llms-exports.mjs';

const ORIGIN = 'https://docs.example.com';

/** The pages of the test build, in sidebar order: [route, docs plugin, doc id, section label]. */
const PAGES = [
  ['/quickstarts', 'default', 'quickstarts', 'Quickstarts'],
  ['/develop/go/set-up', 'default', 'develop/go/set-up', 'Develop'],
  ['/develop/go/core', 'default', 'develop/go/core', 'Develop'],
  ['/workflows', 'default', 'encyclopedia/workflows', 'Encyclopedia'],
  ['/', 'default', 'index', 'Home'],
  ['/ai-cookbook', 'ai-cookbook', 'index', 'AI Cookbook'],
];

const BODY = `Some prose with a [link](${ORIGIN}/workflows) and \`inline <code>\`.\n\n${'Words about Workflows. '.repeat(200)}\n\n\`\`\`go title="main.go"\npackage main\n\`\`\`\n`;

/**
 * @param {string} route
 * @param {string} title
 */
const pageMarkdown = (route, title) => `# ${title}\n\nURL: ${ORIGIN}${route}\n\n> About ${title}.\n\n${BODY}`;

/** @param {string} route */
const mdPath = (route) => (route === '/' ? '/index.md' : `${route}.md`);

/**
 * Writes a build (HTML pages with the classes and pagination Docusaurus writes) and a clean set of
 * exports, then applies `change` to the files of the exports.
 * @param {(files: Map<string, string>) => void} [change]
 */
function writeBuild(change = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-exports-'));
  PAGES.forEach(([route, plugin, id], i) => {
    const next = PAGES[i + 1]?.[1] === plugin ? PAGES[i + 1]?.[0] : null;
    const html =
      `<!doctype html><html lang=en class="docs-wrapper plugin-docs plugin-id-${plugin} docs-doc-page docs-doc-id-${id}">` +
      `<head><link data-rh=true rel=canonical href=${ORIGIN}${route}></head><body>` +
      (next
        ? `<nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--next" href=${next}>Next</a></nav>`
        : '') +
      '</body></html>';
    const file = path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, html);
  });
  // A page that is not a doc (the search page) is no page of the exports.
  fs.mkdirSync(path.join(dir, 'search'));
  fs.writeFileSync(path.join(dir, 'search/index.html'), '<html class="plugin-id-default"></html>');

  /** @type {Map<string, string>} */
  const files = new Map();
  const pages = PAGES.map(([route, , , section]) => ({route, section, title: `Title ${route}`}));
  for (const page of pages) files.set(mdPath(page.route), pageMarkdown(page.route, page.title));
  const llms = ['# Example', '', '> Docs.', ''];
  let section = '';
  for (const page of pages) {
    if (page.section !== section) llms.push(...(section ? [''] : []), `## ${page.section}`, '');
    section = page.section;
    llms.push(`- [${page.title}](${ORIGIN}${page.route}): About ${page.title}.`);
  }
  files.set('/llms.txt', `${llms.join('\n')}\n`);
  const full = (/** @type {typeof pages} */ selected) =>
    ['# Full\n\n> All.', ...selected.map((p) => files.get(mdPath(p.route))?.trim())].join('\n\n---\n\n') + '\n';
  files.set('/llms-full.txt', full(pages));
  files.set('/llms-quickstart.txt', full(pages.filter((p) => /quickstarts|set-up/.test(p.route))));
  files.set('/llms-api-reference.txt', full(pages.filter((p) => p.route === '/workflows')));

  change(files);
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  made.push(dir);
  return dir;
}

/** @type {string[]} */
const made = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/**
 * The failing points of a build's exports, with their problems.
 * @param {string} dir
 * @param {number} [sourceShare] llms-full.txt bytes ÷ MDX bytes to report
 */
function failing(dir, sourceShare = 1.2) {
  const full = fs.statSync(path.join(dir, 'llms-full.txt')).size;
  const figures = analyzeExports({
    exportDir: dir,
    buildDir: dir,
    origin: siteOrigin(dir),
    sourceBytes: Math.round(full / sourceShare),
  });
  return Object.fromEntries(
    exportProblems(figures)
      .filter((p) => p.problems.length)
      .map((p) => [p.point, p.problems]),
  );
}

/**
 * Replaces text in one export file.
 * @param {string} file
 * @param {string | RegExp} from
 * @param {string} to
 */
const edit = (file, from, to) => (/** @type {Map<string, string>} */ files) => {
  const text = files.get(file) ?? '';
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the test's edit of ${file} changed nothing`);
  files.set(file, changed);
};

describe('the llms export checks on a build', () => {
  it('read the doc pages of the build, their sections and sidebar order, and the origin', () => {
    const dir = writeBuild();
    const pages = builtDocPages(dir);
    expect([...pages.keys()].sort()).toEqual(PAGES.map(([route]) => route).sort());
    expect(pages.get('/workflows')?.section).toBe('encyclopedia');
    expect(pages.get('/ai-cookbook')?.section).toBe('ai-cookbook');
    const ranks = sidebarRanks(pages);
    expect(ranks.get('/quickstarts')).toBeLessThan(ranks.get('/develop/go/core') ?? -1);
    expect(siteOrigin(dir)).toBe(ORIGIN);
  });

  it('pass every point on clean exports', () => {
    expect(failing(writeBuild())).toEqual({});
  });

  it('fail on Tabs left in a page, as JSX and as unflattened Tabs', () => {
    const tabs = '<Tabs groupId="sdk">\n<TabItem value="go">\n\nGo.\n\n</TabItem>\n</Tabs>\n';
    const result = failing(writeBuild(edit('/develop/go/core.md', 'Some prose', `${tabs}\nSome prose`)));
    expect(Object.keys(result)).toEqual(['no JSX or MDX syntax in prose', 'Tabs flattened']);
    expect(result['Tabs flattened']).toEqual(['.md files: 4 <Tabs>/<TabItem> tags']);
  });

  it('fail on MDX imports, expressions and components dropped in as text', () => {
    const mdx = "import Tabs from '@theme/Tabs';\n\nThe version is <PinnedVersion name=\"go-sdk\" /> {' '}.\n\n";
    const result = failing(writeBuild(edit('/llms-full.txt', 'Some prose', `${mdx}Some prose`)));
    expect(result['no JSX or MDX syntax in prose']).toEqual([
      'llms-full.txt: 1 JSX or HTML tags in prose',
      'llms-full.txt: 1 MDX import/export lines',
      'llms-full.txt: 1 MDX {expressions}',
    ]);
  });

  it('fail on admonition markers', () => {
    const result = failing(
      writeBuild(edit('/llms-quickstart.txt', 'Some prose', ':::note\nA note.\n:::\n\nSome prose')),
    );
    expect(result['admonitions as text']).toEqual(['llms-quickstart.txt: 2 admonition markers (:::)']);
  });

  it('fail on a file= code block left empty', () => {
    const result = failing(
      writeBuild(
        edit(
          '/develop/go/core.md',
          '```go title="main.go"\npackage main\n```',
          '```go title="main.go" file=examples/main.go\n```',
        ),
      ),
    );
    expect(result['file= code present']).toEqual([
      '.md files: 1 empty code blocks',
      '.md files: 1 code blocks still naming file=',
    ]);
  });

  it('fail on relative links and on absolute links to pages the build lacks', () => {
    const result = failing(
      writeBuild((files) => {
        edit('/workflows.md', `](${ORIGIN}/workflows)`, '](../timers.mdx)')(files);
        edit('/llms-api-reference.txt', `](${ORIGIN}/workflows)`, `](${ORIGIN}/gone)`)(files);
      }),
    );
    expect(result['links absolute and leading to built pages']).toEqual([
      `llms-api-reference.txt: links to no built page: ${ORIGIN}/gone`,
      '.md files: 1 relative links',
    ]);
  });

  it('fail when llms.txt leaves out a built page or a full export misses one', () => {
    const result = failing(
      writeBuild((files) => {
        edit('/llms.txt', /^- \[Title \/workflows\].*\n/m, '')(files);
      }),
    );
    expect(result['every built page, counted alike in every file']).toEqual([
      'llms.txt leaves out built pages: /workflows',
      'llms-full.txt holds 6 pages, llms.txt lists 5',
      '6 .md files for the 5 pages of llms.txt',
    ]);
  });

  it('fail when a page of a full export does not name its URL', () => {
    const result = failing(writeBuild(edit('/llms-full.txt', `URL: ${ORIGIN}/workflows\n\n`, '')));
    expect(result['every page names its URL']).toEqual(['llms-full.txt: 6 pages but 5 "URL:" lines']);
  });

  it('fail on descriptions cut short in llms.txt', () => {
    const result = failing(writeBuild(edit('/llms.txt', 'About Title /workflows.', 'About Title /wor...')));
    expect(result['whole descriptions']).toEqual(['llms.txt: 1 descriptions cut short']);
  });

  it('fail when sections leave the required order, split, lose their headings or leave sidebar order', () => {
    const swap = (/** @type {Map<string, string>} */ files) => {
      const text = files.get('/llms.txt') ?? '';
      const quick = text.match(/## Quickstarts\n\n.*\n\n/)?.[0] ?? '';
      files.set('/llms.txt', text.replace(quick, '').replace('## Home', `${quick}## Home`));
    };
    expect(failing(writeBuild(swap))['section order']).toEqual([
      'llms.txt sections are not quickstarts, evaluate, develop, production-deployment, cli, references, troubleshooting, encyclopedia, security, web-ui, glossary first: develop, encyclopedia, quickstarts, index, ai-cookbook',
    ]);
    const reversed = edit(
      '/llms.txt',
      /(- \[Title \/develop\/go\/set-up\].*)\n(- \[Title \/develop\/go\/core\].*)/,
      '$2\n$1',
    );
    expect(failing(writeBuild(reversed))['section order']).toEqual(['1 sections of llms.txt leave sidebar order']);
    const flat = edit('/llms.txt', /^## (?!Quickstarts).*\n\n/gm, '');
    expect(failing(writeBuild(flat))['section order']).toEqual([
      'llms.txt has 1 "## " section headings for its 5 sections',
    ]);
  });

  it('fail when llms-full.txt shrinks or grows out of its band', () => {
    const dir = writeBuild();
    expect(failing(dir, 0.94)['size within its band']).toEqual([
      "llms-full.txt is 0.940× the MDX pages' bytes (expected 1–1.4)",
    ]);
    const repeated = edit('/llms-full.txt', /Some prose/g, `${'More. '.repeat(100)}Some prose`);
    expect(failing(writeBuild(repeated))['size within its band']?.[0]).toMatch(
      /^llms-full\.txt is 1\.\d+× the \.md files' bytes \(expected 0\.99–1\.01\)$/,
    );
  });

  it('report every point it names', () => {
    const dir = writeBuild();
    const figures = analyzeExports({exportDir: dir, buildDir: dir, origin: ORIGIN, sourceBytes: 0});
    expect(exportProblems(figures).map((p) => p.point)).toEqual(EXPORT_POINTS);
  });
});

describe('reading Markdown', () => {
  it('counts defects in prose only, not in code blocks, code spans or autolinks', () => {
    const markdown = [
      'Text with `Map<string,\nnumber>` across a line, <https://example.com> and a {brace} expression.',
      '',
      '- A list',
      '',
      '  ```tsx',
      "  import Tabs from '@theme/Tabs';",
      '  <Tabs>:::note</Tabs>',
      '  ```',
      '',
      '> ```',
      '> ```',
      '',
      ':::tip',
      '<Card title="x" />',
    ].join('\n');
    expect(markdownDefects(markdown)).toEqual({
      jsxTags: 1,
      tabs: 0,
      admonitions: 1,
      imports: 0,
      expressions: 1,
      fences: 2,
      emptyFences: 1,
      fileMeta: 0,
    });
  });

  it('finds links in prose and maps site URLs to pages', () => {
    expect(proseLinks('[a](https://x.io/a) ![b](./b.png "t") `[c](d)`\n[e]: https://x.io/e')).toEqual([
      'https://x.io/a',
      './b.png',
      'https://x.io/e',
    ]);
    expect(pagePath('https://x.io/workflows.md#part')).toBe('/workflows');
    expect(pagePath('https://x.io/index.md')).toBe('/');
    expect(pagePath('https://x.io/develop/')).toBe('/develop');
  });

  it('counts the pages of a full export, also when the first page opens inside the header block', () => {
    expect(fullExportPages('# All\n\n> x\n\n---\n\n# A\n\ntext\n\n---\n\n# B\n')).toBe(2);
    expect(fullExportPages('# All\n\n> x\n\nIntro.\n\n## A\n\n---\n\n## B\n\n---\n\nnot a page\n')).toBe(2);
  });
});

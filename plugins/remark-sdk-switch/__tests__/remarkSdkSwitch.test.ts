import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkSdkSwitch, {readGuides, switchItems} from '../index';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-switch-'));
const page = (file: string, title: string) => {
  const absolute = path.join(site, 'docs/develop', file);
  fs.mkdirSync(path.dirname(absolute), {recursive: true});
  const id = path.basename(file, '.mdx');
  fs.writeFileSync(absolute, `---\nid: ${id}\ntitle: ${title}\n---\n\nText.\n`);
};
for (const sdk of ['go', 'java', 'python', 'typescript', 'dotnet', 'php', 'ruby']) {
  page(`${sdk}/index.mdx`, `${sdk} SDK developer guide`);
  page(`${sdk}/worker-versioning-legacy.mdx`, `Worker Versioning (legacy) - ${sdk}`);
}
page('go/timers.mdx', 'Durable timers - Go SDK');
page('java/timers.mdx', 'Durable timers - Java SDK');
page('go/set-up-your-local-go.mdx', 'Set up Go');
page('java/set-up-your-local-java.mdx', 'Set up Java');
page('ruby/set-up-local-ruby.mdx', 'Set up Ruby');
page('python/worker-versioning.mdx', 'Worker Versioning - Python');

describe('switchItems', () => {
  const guides = readGuides(site);

  it('links the same topic in every SDK that has it and marks the current page', () => {
    const items = switchItems(guides, 'go', 'timers');
    expect(items.map((i) => i.label)).toEqual(['Go', 'Java', 'Python', 'TypeScript', '.NET', 'PHP', 'Ruby']);
    expect(items[0]).toMatchObject({kind: 'current', route: '/develop/go/timers'});
    expect(items[1]).toMatchObject({kind: 'same', route: '/develop/java/timers'});
  });

  it("says there is no page and links the SDK's guide index when no topic is close", () => {
    expect(switchItems(guides, 'go', 'timers')[2]).toEqual({
      sdk: 'python',
      label: 'Python',
      kind: 'closest',
      route: '/develop/python',
      title: 'python SDK developer guide',
    });
  });

  it("treats the language's own name in a slug as no part of the topic", () => {
    expect(switchItems(guides, 'go', 'set-up-your-local-go')[1]).toMatchObject({
      kind: 'same',
      route: '/develop/java/set-up-your-local-java',
    });
    // set-up-local-ruby shares 3 of 4 words: the same topic.
    expect(switchItems(guides, 'go', 'set-up-your-local-go')[6]).toMatchObject({
      kind: 'same',
      route: '/develop/ruby/set-up-local-ruby',
    });
  });

  it('prefers the exact topic over a similar one', () => {
    expect(switchItems(guides, 'go', 'worker-versioning-legacy')[2]).toMatchObject({
      kind: 'same',
      route: '/develop/python/worker-versioning-legacy',
    });
  });
});

describe('remarkSdkSwitch', () => {
  async function render(source: string, file: string): Promise<string> {
    const out = await unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkSdkSwitch, {siteDir: site})
      .use(remarkStringify)
      .process(new VFile({value: source, path: path.join(site, file)}));
    return String(out);
  }

  it('opens an SDK guide page with the labelled switch of links', async () => {
    const mdx = await render('Intro.\n', 'docs/develop/go/timers.mdx');
    expect(mdx.startsWith('<nav className="sdk-switch" aria-label="This page in other SDKs">')).toBe(true);
    expect(mdx).toContain('[Go](/develop/go/timers)');
    expect(mdx).toContain('[Java](/develop/java/timers)');
    expect(mdx).toContain('PHP (no page: see [php SDK developer guide](/develop/php))');
  });

  it('marks the current page with aria-current', async () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSdkSwitch, {siteDir: site});
    const file = new VFile({value: 'Intro.\n', path: path.join(site, 'docs/develop/java/timers.mdx')});
    const tree = await processor.run(processor.parse(file), file);
    const current = JSON.stringify(tree).match(
      /"url":"\/develop\/java\/timers","data":\{"hProperties":\{"aria-current":"page"\}\}/,
    );
    expect(current).not.toBeNull();
  });

  it('leaves other pages alone', async () => {
    expect(await render('Intro.\n', 'docs/develop/index.mdx')).not.toContain('<nav');
    expect(await render('Intro.\n', 'docs/encyclopedia/timers.mdx')).not.toContain('<nav');
  });
});

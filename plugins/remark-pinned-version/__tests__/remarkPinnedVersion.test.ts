import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkPinnedVersion from '../index';
import {mavenVersion, pinnedVersion} from '../../../config/pins';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'pins-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
};
write('examples/go/go.mod', 'module x\n\ngo 1.22\n\nrequire (\n\tgo.temporal.io/sdk v1.31.0\n)\n');
write(
  'examples/java/pom.xml',
  '<project><properties><temporal.version>1.28.1</temporal.version></properties><dependencies><dependency><groupId>io.temporal</groupId><artifactId>temporal-sdk</artifactId><version>${temporal.version}</version></dependency></dependencies></project>',
);
write('examples/python/requirements.txt', 'pyright==1.1.1\ntemporalio==1.9.0\n');
write('package.json', JSON.stringify({devDependencies: {'@temporalio/client': '1.24.0'}}));
write('scripts/tools/versions.json', JSON.stringify({temporal: {version: 'v1.4.0'}, tcld: {version: 'v0.41.0'}}));
write('manifests/sdk-dotnet.json', JSON.stringify({tag: '1.7.0'}));
write('manifests/server.json', JSON.stringify({tag: 'v1.28.0'}));

async function render(source: string, file: string): Promise<string> {
  const vfile = new VFile({value: source, path: path.join(site, file)});
  const out = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPinnedVersion, {siteDir: site})
    .use(remarkStringify)
    .process(vfile);
  return String(out);
}

describe('pins', () => {
  it('reads each pin from the file that pins it, without a leading v', () => {
    expect(pinnedVersion(site, 'go-sdk')).toEqual({version: '1.31.0', source: 'examples/go/go.mod'});
    expect(pinnedVersion(site, 'java-sdk').version).toBe('1.28.1');
    expect(pinnedVersion(site, 'python-sdk').version).toBe('1.9.0');
    expect(pinnedVersion(site, 'typescript-sdk').version).toBe('1.24.0');
    expect(pinnedVersion(site, 'temporal-cli').version).toBe('1.4.0');
    expect(pinnedVersion(site, 'dotnet-sdk').version).toBe('1.7.0');
    expect(pinnedVersion(site, 'server').version).toBe('1.28.0');
  });

  it('names the missing file or pin', () => {
    expect(() => pinnedVersion(site, 'ruby-sdk')).toThrow(
      'Pinned version "ruby-sdk": manifests/sdk-ruby.json does not exist.',
    );
    expect(() => pinnedVersion(site, '../x')).toThrow(/not a valid name/);
    expect(
      mavenVersion('<dependency><artifactId>temporal-sdk</artifactId></dependency>', 'temporal-sdk'),
    ).toBeUndefined();
    const bom =
      '<properties><temporal.version>1.38.0</temporal.version></properties><dependencyManagement><dependencies><dependency><artifactId>temporal-bom</artifactId><version>${temporal.version}</version></dependency></dependencies></dependencyManagement><dependencies><dependency><artifactId>temporal-sdk</artifactId></dependency></dependencies>';
    expect(mavenVersion(bom, 'temporal-sdk')).toBeUndefined();
    expect(mavenVersion(bom, 'temporal-bom')).toBe('1.38.0');
  });
});

describe('remark-pinned-version', () => {
  it('replaces <PinnedVersion> with the version, inline and as a block', async () => {
    const out = await render(
      'This page describes `temporal` <PinnedVersion name="temporal-cli" />.\n\n<PinnedVersion name="server" />\n',
      'docs/cli/index.mdx',
    );
    expect(out).toBe('This page describes `temporal` 1.4.0.\n\n1.28.0\n');
  });

  it('fails the build naming the page when the pin is unknown or unnamed', async () => {
    await expect(render('<PinnedVersion name="nope" />', 'docs/x.mdx')).rejects.toThrow(
      'docs/x.mdx: Pinned version "nope": manifests/nope.json does not exist.',
    );
    await expect(render('<PinnedVersion />', 'docs/x.mdx')).rejects.toThrow(/needs a name attribute/);
  });

  it('opens an SDK guide page that shows code with the version its samples are verified with', async () => {
    const page = "import Tabs from '@theme/Tabs';\n\nIntro.\n\n```go\nx\n```\n";
    expect(await render(page, 'docs/develop/go/timers.mdx')).toMatch(
      /^import Tabs.*\n\nVerified with the Go SDK 1\.31\.0\n\nIntro\./,
    );
    expect(await render(page, 'docs/develop/dotnet/timers.mdx')).toMatch(
      /API names checked against the \.NET SDK 1\.7\.0\n\nIntro/,
    );
    expect(await render('Intro only.\n', 'docs/develop/go/index.mdx')).not.toMatch(/Verified/);
    expect(await render(page, 'docs/encyclopedia/timers.mdx')).not.toMatch(/Verified/);
  });
});

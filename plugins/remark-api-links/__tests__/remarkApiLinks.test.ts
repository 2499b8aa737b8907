import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkApiLinks, {apiName, linkFor, type ApiLinksManifest} from '../index';
import {apiUrl} from '../urls';
import manifestJson from '../../../manifests/api-links.json';
import {pinnedVersion} from '../../../config/pins';

const SITE = path.resolve(__dirname, '../../..');
const manifest = manifestJson as unknown as ApiLinksManifest;

describe('apiUrl: the reference sites and their URL patterns', () => {
  it.each([
    [
      'go',
      'workflow#ExecuteActivity',
      '1.51.0',
      'https://pkg.go.dev/go.temporal.io/sdk@v1.51.0/workflow#ExecuteActivity',
    ],
    [
      'java',
      'temporal-sdk/io/temporal/workflow/Workflow#newActivityStub(java.lang.Class,io.temporal.activity.ActivityOptions)',
      '1.38.0',
      'https://javadoc.io/doc/io.temporal/temporal-sdk/1.38.0/io/temporal/workflow/Workflow.html#newActivityStub(java.lang.Class,io.temporal.activity.ActivityOptions)',
    ],
    [
      'java',
      'temporal-testing/io/temporal/testing/TestWorkflowEnvironment#',
      '1.38.0',
      'https://javadoc.io/doc/io.temporal/temporal-testing/1.38.0/io/temporal/testing/TestWorkflowEnvironment.html',
    ],
    [
      'python',
      'temporalio.workflow#execute_activity',
      '1.35.0',
      'https://python.temporal.io/temporalio.workflow.html#execute_activity',
    ],
    ['python', 'temporalio.client.Client#', '1.35.0', 'https://python.temporal.io/temporalio.client.Client.html'],
    [
      'typescript',
      'namespaces/workflow#proxyactivities',
      '1.24.0',
      'https://typescript.temporal.io/api/namespaces/workflow#proxyactivities',
    ],
    [
      'typescript',
      'classes/worker.Worker#create',
      '1.24.0',
      'https://typescript.temporal.io/api/classes/worker.Worker#create',
    ],
    [
      'dotnet',
      'Temporalio.Workflows.Workflow#',
      '1.18.0',
      'https://dotnet.temporal.io/api/Temporalio.Workflows.Workflow.html',
    ],
    ['php', 'Temporal-Workflow#', '2.18', 'https://php.temporal.io/classes/Temporal-Workflow.html'],
    [
      'php',
      'Temporal-Workflow#method_sideEffect',
      '2.18',
      'https://php.temporal.io/classes/Temporal-Workflow.html#method_sideEffect',
    ],
    ['ruby', 'Temporalio/Workflow#', '1.6.0', 'https://rubydoc.info/gems/temporalio/1.6.0/Temporalio/Workflow'],
    [
      'ruby',
      'Temporalio/Workflow#sleep-class_method',
      '1.6.0',
      'https://rubydoc.info/gems/temporalio/1.6.0/Temporalio/Workflow#sleep-class_method',
    ],
  ] as const)('%s %s', (sdk, target, version, url) => {
    expect(apiUrl(sdk, target, version)).toBe(url);
  });
});

describe('the generated manifest', () => {
  it('was read from the pinned SDKs', () => {
    const pins = {go: 'go-sdk', java: 'java-sdk', python: 'python-sdk', typescript: 'typescript-sdk'} as const;
    for (const [sdk, pin] of Object.entries(pins)) {
      expect(manifest.sdks[sdk as keyof typeof pins].version, sdk).toBe(pinnedVersion(SITE, pin).version);
    }
  });

  it.each([
    [
      'go',
      'workflow.ExecuteActivity',
      /^https:\/\/pkg\.go\.dev\/go\.temporal\.io\/sdk@v[\d.]+\/workflow#ExecuteActivity$/,
    ],
    ['go', 'ApplicationError', /\/temporal#ApplicationError$/],
    [
      'java',
      'Workflow.newActivityStub()',
      /^https:\/\/javadoc\.io\/doc\/io\.temporal\/temporal-sdk\/[\d.]+\/io\/temporal\/workflow\/Workflow\.html#newActivityStub\(java\.lang\.Class[,\w.]*\)$/,
    ],
    ['java', '@WorkflowMethod', /\/io\/temporal\/workflow\/WorkflowMethod\.html$/],
    [
      'python',
      'workflow.execute_activity',
      /^https:\/\/python\.temporal\.io\/temporalio\.workflow\.html#execute_activity$/,
    ],
    ['python', '@workflow.defn', /temporalio\.workflow\.html#defn$/],
    [
      'typescript',
      'proxyActivities',
      /^https:\/\/typescript\.temporal\.io\/api\/namespaces\/workflow#proxyactivities$/,
    ],
    ['dotnet', 'Workflow.WhenAnyAsync', /^https:\/\/dotnet\.temporal\.io\/api\/Temporalio\.Workflows\.Workflow\.html$/],
    [
      'php',
      'Workflow::sideEffect()',
      /^https:\/\/php\.temporal\.io\/classes\/Temporal-Workflow\.html#method_sideEffect$/,
    ],
    [
      'ruby',
      'Temporalio::Workflow.sleep',
      /^https:\/\/rubydoc\.info\/gems\/temporalio\/[\d.]+\/Temporalio\/Workflow#sleep-class_method$/,
    ],
  ] as const)('%s `%s`', (sdk, code, url) => {
    expect(linkFor(manifest, sdk, code, manifest.sdks[sdk].version)).toMatch(url);
  });

  it('links no name that two APIs share', () => {
    // `sleep` is exported by both @temporalio/workflow and @temporalio/activity.
    expect(linkFor(manifest, 'typescript', 'sleep', '1.0.0')).toBeNull();
    expect(apiName('@workflow.defn')).toBe('workflow.defn');
  });
});

describe('remarkApiLinks', () => {
  async function render(source: string, file: string): Promise<string> {
    const out = await unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkApiLinks, {siteDir: SITE})
      .use(remarkStringify)
      .process(new VFile({value: source, path: path.join(SITE, file)}));
    return String(out);
  }
  const go = manifest.sdks.go.version;

  it('links an API name in inline code on an SDK guide page', async () => {
    const mdx = await render('Call `workflow.ExecuteActivity` here.\n', 'docs/develop/go/x.mdx');
    expect(mdx).toContain(
      `[\`workflow.ExecuteActivity\`](https://pkg.go.dev/go.temporal.io/sdk@v${go}/workflow#ExecuteActivity)`,
    );
  });

  it('leaves headings, links, code blocks, unknown names and other pages alone', async () => {
    const source = [
      '## `workflow.Sleep`',
      '',
      'See [`workflow.Sleep`](/x) and `notAnApi`.',
      '',
      '```go',
      'workflow.Sleep(ctx, time.Second)',
      '```',
      '',
    ].join('\n');
    expect(await render(source, 'docs/develop/go/x.mdx')).not.toContain('pkg.go.dev');
    expect(await render('Call `workflow.ExecuteActivity`.\n', 'docs/encyclopedia/x.mdx')).not.toContain('pkg.go.dev');
  });

  it('reads the names of the page’s own SDK', async () => {
    expect(await render('Call `workflow.execute_activity`.\n', 'docs/develop/go/x.mdx')).not.toContain(
      'python.temporal.io',
    );
    expect(await render('Call `workflow.execute_activity`.\n', 'docs/develop/python/x.mdx')).toContain(
      '(https://python.temporal.io/temporalio.workflow.html#execute_activity)',
    );
  });
});

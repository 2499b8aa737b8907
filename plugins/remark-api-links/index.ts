// In SDK guides (docs/develop/<sdk>/…), inline code that names an API exactly —
// `workflow.ExecuteActivity`, `Workflow.newActivityStub()`, `@workflow.defn`,
// `Temporalio::Workflow.sleep` — becomes a link to that name's entry in the SDK's API reference at
// the pinned version (./urls.ts). The names come from manifests/api-links.json, generated from the
// installed SDKs by scripts/manifests/api-links.mjs. Headings, existing links and code blocks are
// left alone; a manifest read from another SDK version than the pin fails the build.
import fs from 'node:fs';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {pinnedVersion, SDK_GUIDES} from '../../config/pins';
import type {Sdk} from '../../src/lib/sdkChoice';
import {sdkGuideOf} from '../remark-pinned-version';
import {apiUrl} from './urls';

export interface RemarkApiLinksOptions {
  siteDir: string;
}

export interface ApiLinksManifest {
  sdks: Record<Sdk, {version: string; symbols: Record<string, string>}>;
}

export const MANIFEST = 'manifests/api-links.json';

/** The name an inline code span would be looked up by: without `()`, a call's arguments, or a leading `@`. */
export function apiName(code: string): string {
  return code.trim().replace(/^@/, '').replace(/\(\)$/, '');
}

/** The reference URL of `code` in `sdk`, or null when it names no known API. */
export function linkFor(manifest: ApiLinksManifest, sdk: Sdk, code: string, version: string): string | null {
  const target = manifest.sdks[sdk]?.symbols[apiName(code)];
  return target === undefined ? null : apiUrl(sdk, target, version);
}

const loaded = new Map<string, {manifest: ApiLinksManifest; versions: Partial<Record<Sdk, string>>}>();

function load(siteDir: string) {
  let entry = loaded.get(siteDir);
  if (!entry) {
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, MANIFEST), 'utf8')) as ApiLinksManifest;
    entry = {manifest, versions: {}};
    loaded.set(siteDir, entry);
  }
  return entry;
}

/** The pinned version of `sdk`, checked against the version the manifest's names were read from. */
function versionOf(siteDir: string, sdk: Sdk): string {
  const entry = load(siteDir);
  const cached = entry.versions[sdk];
  if (cached) return cached;
  const {version} = pinnedVersion(siteDir, SDK_GUIDES[sdk].pin);
  const read = entry.manifest.sdks[sdk]?.version;
  if (read !== version) {
    throw new Error(
      `${MANIFEST} lists the ${sdk} SDK's names at ${read ?? 'no version'}, the pin is ${version}: run node scripts/manifests/api-links.mjs.`,
    );
  }
  entry.versions[sdk] = version;
  return version;
}

/** Inline code inside these stays as it is: a heading's text, a link's text, inline JSX. */
const SKIP_INSIDE = new Set(['heading', 'link', 'linkReference', 'mdxJsxTextElement']);

export default function remarkApiLinks(options: RemarkApiLinksOptions) {
  return (tree: Root, file: VFile) => {
    const sdk = file.path ? sdkGuideOf(file.path, options.siteDir) : null;
    if (!sdk) return;
    const version = versionOf(options.siteDir, sdk);
    const {manifest} = load(options.siteDir);
    visit(tree, (node, index, parent) => {
      if (SKIP_INSIDE.has(node.type)) return SKIP;
      if (node.type !== 'inlineCode' || !parent || index === undefined) return undefined;
      const url = linkFor(manifest, sdk, node.value, version);
      if (!url) return undefined;
      const link: Link = {type: 'link', url, data: {hProperties: {className: ['api-link']}}, children: [node]};
      parent.children.splice(index, 1, link as never);
      return [SKIP, index + 1];
    });
  };
}

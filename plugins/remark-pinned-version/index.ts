// Names the pinned versions on the pages, at build time and without any client code:
// - `<PinnedVersion name="go-sdk" />` in MDX becomes the version text (config/pins.ts says where
//   each pin lives); an unknown name or a missing pin fails the build naming the page.
// - Every SDK guide page with code (docs/develop/<language>/…) opens with the line "Verified with
//   the Go SDK 1.31.0" (or, where the SDK cannot be installed here, "API names checked against the
//   .NET SDK 1.9.0"), so bumping a pin updates every page and the check together.
import path from 'node:path';
import type {Paragraph, Root, RootContent, Text} from 'mdast';
import type {VFile} from 'vfile';
import {visit, SKIP} from 'unist-util-visit';
import {pinnedVersion, SDK_GUIDES} from '../../config/pins';
import {isSdk, type Sdk} from '../../src/lib/sdkChoice';

export interface RemarkPinnedVersionOptions {
  siteDir: string;
}

type JsxNode = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

/** The `name` attribute of a `<PinnedVersion name="…" />` element. */
export function pinNameOf(node: JsxNode): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'name' && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return undefined;
}

/** The SDK folder of docs/develop/ that `file` lies in, or null. */
export function sdkGuideOf(file: string, siteDir: string): Sdk | null {
  const relative = path.relative(siteDir, file).split(path.sep);
  const sdk = relative[2];
  return relative[0] === 'docs' && relative[1] === 'develop' && relative.length > 3 && isSdk(sdk) ? sdk : null;
}

/** The sentence an SDK guide page opens with. */
export function verifiedLine(sdk: Sdk, siteDir: string): string {
  const guide = SDK_GUIDES[sdk];
  const {version} = pinnedVersion(siteDir, guide.pin);
  return guide.compiled
    ? `Verified with the ${guide.label} ${version}`
    : `API names checked against the ${guide.label} ${version}`;
}

export default function remarkPinnedVersion(options: RemarkPinnedVersionOptions) {
  return (tree: Root, file: VFile) => {
    const where = file.path ? path.relative(options.siteDir, file.path) : 'a page';
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'PinnedVersion') {
        return undefined;
      }
      const name = pinNameOf(node);
      if (!name) throw new Error(`${where}: <PinnedVersion> needs a name attribute, e.g. name="go-sdk".`);
      let version: string;
      try {
        ({version} = pinnedVersion(options.siteDir, name));
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      const text: Text = {type: 'text', value: version};
      const replacement: RootContent = node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
      parent!.children.splice(index!, 1, replacement as never);
      return [SKIP, index!];
    });

    const sdk = file.path ? sdkGuideOf(file.path, options.siteDir) : null;
    let hasCode = false;
    visit(tree, 'code', () => {
      hasCode = true;
    });
    if (sdk && hasCode) {
      const line: Paragraph = {
        type: 'paragraph',
        data: {hProperties: {className: ['sdk-verified']}},
        children: [{type: 'text', value: verifiedLine(sdk, options.siteDir)}],
      };
      const firstContent = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
      tree.children.splice(firstContent < 0 ? tree.children.length : firstContent, 0, line);
    }
  };
}

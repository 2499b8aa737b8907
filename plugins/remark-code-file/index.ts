// Fills a fenced code block from a file in the repository, so that samples shown in the docs are
// the files that CI compiles: ```ts title="src/workflows.ts" file=examples/typescript/x/src/workflows.ts
import fs from 'node:fs';
import path from 'node:path';
import type {Root, Code} from 'mdast';
import {visit} from 'unist-util-visit';

export interface RemarkCodeFileOptions {
  /** Directory that `file=` paths are resolved against (the repository root). */
  rootDir: string;
}

const FILE_ATTRIBUTE = /(?:^|\s)file=(?:"([^"]+)"|(\S+))/;

/** Reads the file named by a code block's `file=` meta, or returns null when there is none. */
export function resolveCodeFile(meta: string | null | undefined, rootDir: string): string | null {
  const match = meta?.match(FILE_ATTRIBUTE);
  if (!match) return null;
  const relative = (match[1] ?? match[2])!;
  const absolute = path.resolve(rootDir, relative);
  if (!absolute.startsWith(path.resolve(rootDir) + path.sep)) {
    throw new Error(`Code block file=${relative} points outside the repository.`);
  }
  if (!fs.existsSync(absolute)) {
    throw new Error(`Code block file=${relative} does not exist (resolved to ${absolute}).`);
  }
  return fs.readFileSync(absolute, 'utf8').replace(/\s+$/, '');
}

export default function remarkCodeFile(options: RemarkCodeFileOptions) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      const content = resolveCodeFile(node.meta, options.rootDir);
      if (content !== null) {
        node.value = content;
        node.meta = (node.meta ?? '').replace(FILE_ATTRIBUTE, '').trim() || null;
      }
    });
  };
}

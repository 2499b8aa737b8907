// Fills a fenced code block from a file in the repository, so that samples shown in the docs are
// the files that CI compiles:
//   ```ts title="src/workflows.ts" file=examples/typescript/x/src/workflows.ts
// A block can show one named region of a file instead of all of it:
//   ```go file=examples/go/timers/trial.go#sleep
// where the file marks the region with comment lines `// region: sleep` … `// endregion: sleep`
// (or `# region: …` in Python, YAML and shell). Region marker lines never appear in what is shown,
// and a region's common indentation is removed.
import fs from 'node:fs';
import path from 'node:path';
import type {Root, Code} from 'mdast';
import {visit} from 'unist-util-visit';

export interface RemarkCodeFileOptions {
  /** Directory that `file=` paths are resolved against (the repository root). */
  rootDir: string;
}

const FILE_ATTRIBUTE = /(?:^|\s)file=(?:"([^"]+)"|(\S+))/;
/** `// region: name`, `# region: name`, `// endregion: name`, `// endregion` (name optional on end). */
const REGION_MARKER = /^\s*(?:\/\/|#)\s*(region|endregion)\b:?\s*([\w.-]*)\s*$/;

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

/**
 * The text of `region` in `source` (marker lines of every region removed), or of the whole file when
 * `region` is undefined. Throws when the region is missing, unterminated or defined twice.
 */
export function extractRegion(source: string, region: string | undefined, fileLabel: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const isMarker = (line: string) => REGION_MARKER.test(line);
  if (region === undefined)
    return lines
      .filter((l) => !isMarker(l))
      .join('\n')
      .replace(/\s+$/, '');

  // Regions nest; an `endregion` closes the innermost open region (and must name it if it names one).
  const spans = new Map<string, {start: number; end: number}[]>();
  const open: {name: string; start: number}[] = [];
  lines.forEach((line, i) => {
    const m = line.match(REGION_MARKER);
    if (!m) return;
    if (m[1] === 'region') open.push({name: m[2]!, start: i});
    else {
      const top = open.pop();
      if (!top || (m[2] && m[2] !== top.name)) {
        throw new Error(`${fileLabel}: line ${i + 1} closes a region that is not open.`);
      }
      spans.set(top.name, [...(spans.get(top.name) ?? []), {start: top.start, end: i}]);
    }
  });
  if (open.length) throw new Error(`${fileLabel}: region "${open.at(-1)!.name}" is never closed by an endregion line.`);
  const found = spans.get(region) ?? [];
  if (found.length === 0) throw new Error(`${fileLabel} has no region "${region}".`);
  if (found.length > 1) throw new Error(`${fileLabel} defines region "${region}" ${found.length} times.`);
  const {start, end} = found[0]!;
  const body = dedent(lines.slice(start + 1, end).filter((l) => !isMarker(l)));
  const text = body
    .join('\n')
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '');
  if (!text) throw new Error(`${fileLabel}: region "${region}" is empty.`);
  return text;
}

/** The repository-relative path and region named by a code block's `file=` meta, or null. */
export function parseCodeFileMeta(meta: string | null | undefined): {file: string; region?: string} | null {
  const match = meta?.match(FILE_ATTRIBUTE);
  if (!match) return null;
  const [file, region] = (match[1] ?? match[2])!.split('#');
  return region ? {file: file!, region} : {file: file!};
}

/** Reads the file (or region) named by a code block's `file=` meta, or returns null when there is none. */
export function resolveCodeFile(meta: string | null | undefined, rootDir: string): string | null {
  const parsed = parseCodeFileMeta(meta);
  if (!parsed) return null;
  const relative = parsed.file;
  const absolute = path.resolve(rootDir, relative);
  if (!absolute.startsWith(path.resolve(rootDir) + path.sep)) {
    throw new Error(`Code block file=${relative} points outside the repository.`);
  }
  if (!fs.existsSync(absolute)) {
    throw new Error(`Code block file=${relative} does not exist (resolved to ${absolute}).`);
  }
  return extractRegion(fs.readFileSync(absolute, 'utf8'), parsed.region, `Code block file=${relative}`);
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

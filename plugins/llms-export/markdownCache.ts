// Keeps each page's exported Markdown between builds, so a build after editing one page converts
// that page only. An entry is found by a key over everything the conversion reads directly (the
// exporter's version, its options and the page's MDX bytes) and holds every question the conversion
// asked the site on the way (a link's target, a code file's contents, a component's Markdown) with
// the answer it got. The entry is used only when each question, asked again now, gets the same
// answer: a renamed page, an edited example file or a rebuilt asset name misses.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {MdxToMarkdownOptions} from './mdxToMarkdown';

/** What the conversion asks the site while it runs. */
export type SiteQuestions = Required<Pick<MdxToMarkdownOptions, 'resolveLink' | 'readCodeFile' | 'renderComponent'>>;

type QuestionName = keyof SiteQuestions;

interface Asked {
  question: QuestionName;
  args: unknown[];
  /** JSON of the answer (`undefined` as absent). */
  answer: string | undefined;
}

interface Entry {
  asked: Asked[];
  markdown: string;
}

const QUESTIONS: QuestionName[] = ['resolveLink', 'readCodeFile', 'renderComponent'];

/** The packages whose behaviour decides the Markdown, with the converter's own source. */
const CONVERTER_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'remark-directive',
  'remark-stringify',
];

function sha256(text: string | Buffer): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * The exporter's version: a hash of the converter's source and of the installed versions of the
 * packages it parses and prints with. Editing mdxToMarkdown.ts or upgrading remark empties the cache.
 */
export function converterVersion(siteDir: string, converterFile = path.join(__dirname, 'mdxToMarkdown.ts')): string {
  const versions = CONVERTER_PACKAGES.map((name) => {
    try {
      const pkg = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      return `${name}@${pkg.version}`;
    } catch {
      return `${name}@?`;
    }
  });
  return sha256([readFileSync(converterFile, 'utf8'), ...versions].join('\n'));
}

/** The key of one page's entry: the exporter's version, the conversion's options and the page's MDX. */
export function cacheKey(version: string, options: Record<string, unknown>, source: string): string {
  return sha256(JSON.stringify([version, options, sha256(source)]));
}

const FAILED = Symbol('failed');

const answerOf = (value: unknown): string | undefined => (value === undefined ? undefined : JSON.stringify(value));

export class MarkdownCache {
  hits = 0;
  misses = 0;
  private readonly used = new Set<string>();

  /** `dir` null: nothing is read or stored, every page is converted. */
  constructor(readonly dir: string | null) {}

  private file(key: string): string | null {
    return this.dir && path.join(this.dir, `${key}.json`);
  }

  /**
   * The page's Markdown: from the cache when the entry of `key` exists and every question it asked
   * gets the same answer from `questions` now; otherwise `convert` runs (with the questions recorded)
   * and its result is stored.
   */
  async markdown(
    key: string,
    questions: SiteQuestions,
    convert: (questions: SiteQuestions) => string,
  ): Promise<string> {
    const file = this.file(key);
    this.used.add(key);
    const stored = await (file ? fs.readFile(file, 'utf8') : Promise.reject(new Error('no cache')))
      .then((text) => JSON.parse(text) as Entry)
      .catch(() => null);
    if (stored && stored.asked.every(({question, args, answer}) => this.ask(questions, question, args) === answer)) {
      this.hits++;
      return stored.markdown;
    }
    this.misses++;
    const asked: Asked[] = [];
    const recording = Object.fromEntries(
      QUESTIONS.map((question) => [
        question,
        (...args: unknown[]) => {
          const value = (questions[question] as (...a: unknown[]) => unknown)(...args);
          asked.push({question, args, answer: answerOf(value)});
          return value;
        },
      ]),
    ) as SiteQuestions;
    const markdown = convert(recording);
    if (file) {
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, JSON.stringify({asked, markdown} satisfies Entry));
    }
    return markdown;
  }

  /** Removes the entries this build did not use (pages edited, moved or deleted since), so the folder stays one build's size. */
  async prune(): Promise<number> {
    if (!this.dir) return 0;
    const stale = (await fs.readdir(this.dir).catch(() => [] as string[])).filter(
      (name) => name.endsWith('.json') && !this.used.has(name.slice(0, -'.json'.length)),
    );
    await Promise.all(stale.map((name) => fs.rm(path.join(this.dir!, name), {force: true})));
    return stale.length;
  }

  /** The answer to a stored question now; a question that fails now never matches (the conversion reports it). */
  private ask(questions: SiteQuestions, question: QuestionName, args: unknown[]): string | undefined | symbol {
    try {
      return answerOf((questions[question] as (...a: unknown[]) => unknown)(...args));
    } catch {
      return FAILED;
    }
  }
}

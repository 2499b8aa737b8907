// Keeps the build's memory down by collecting garbage where the build leaves a lot of it. V8 collects
// the old generation only under pressure, and on a machine with 24 GB it lets the heap grow: when
// Rspack's client and server compilations finish, the heap holds ~500 MB of objects nothing
// references any more, SSG's worker threads and the postBuild hooks grew on top of them, and the
// postBuild hooks that convert or parse every page (llms export, search index) left up to 1 GB
// more: the cold build peaked at 1.95–2.4 GB. A full collection as each compilation is done
// (0.1–0.3 s; the heap goes back to ~130 MB) and one after every PAGES_PER_COLLECTION pages those
// hooks process without a cache (`pacedCollection`) keep the peak near 1.6 GB.
// `vm.measureMemory` with eager execution is how a program asks V8 for a full collection without
// `--expose-gc`; setting that flag at run time (v8.setFlagsFromString) made SSG 60% slower.
// Production builds only: the development server recompiles on every edit.
import vm from 'node:vm';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

/** The part of an Rspack compiler the collection hooks into. */
export interface CompilerHooks {
  hooks: {done: {tapPromise(name: string, fn: () => Promise<void>): void}};
}

const NAME = 'build-memory';

let unavailableReported = false;

/**
 * A full garbage collection (the warning that vm.measureMemory is experimental is not printed).
 * On a Node.js without vm.measureMemory it does nothing and says so once.
 */
export async function fullCollection(): Promise<void> {
  if (typeof vm.measureMemory !== 'function') {
    if (!unavailableReported) {
      unavailableReported = true;
      logger.warn(
        `[${NAME}] vm.measureMemory is not in Node.js ${process.version}: garbage is left to V8, and the build's peak memory is higher (see UPGRADING.md).`,
      );
    }
    return;
  }
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (!text.includes('vm.measureMemory')) (emitWarning as (...a: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    await vm.measureMemory({mode: 'summary', execution: 'eager'});
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Pages a postBuild hook converts or parses between two full collections. */
export const PAGES_PER_COLLECTION = 100;

/**
 * A function to call with the number of pages processed so far (those taken from a cache not
 * counted): it runs `collect` each time that number has grown by `every` since the last collection.
 */
export function pacedCollection(every = PAGES_PER_COLLECTION, collect: () => Promise<void> = fullCollection) {
  let next = every;
  return async (processed: number): Promise<void> => {
    if (processed < next) return;
    next = processed + every;
    await collect();
  };
}

/** An Rspack plugin that runs `collect` when the compilation is done, before the build goes on. */
export function collectWhenDone(collect: () => Promise<void>) {
  return {
    apply(compiler: CompilerHooks) {
      compiler.hooks.done.tapPromise(NAME, () => collect());
    },
  };
}

export default function buildMemoryPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(config) {
      return config.mode === 'production' ? {plugins: [collectWhenDone(fullCollection)]} : {};
    },
  };
}

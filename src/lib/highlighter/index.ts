// Loads the code highlighter (./Highlighted.tsx: Prism, the site's extra languages and theme-
// classic's highlighted code block) on demand, so it is not part of what a page loads and runs
// before it becomes interactive:
// - on the server, at once (every page's HTML carries highlighted code);
// - in the browser, never for the page the reader lands on (its blocks keep the server's markup),
//   but as soon as the reader navigates to another page (src/clientModules/codeHighlighter.ts)
//   or a block has nothing better to show than plain code. The import below is marked for
//   prefetch, so the browser fetches the chunk at idle priority once the page has started and
//   loading it later only costs running it; src/clientModules/codeHighlighter.ts turns that
//   prefetch off on a 2g connection or with data saver on.
import type {ComponentType} from 'react';

type CodeBlockContent = ComponentType<{className?: string}>;

let loaded: CodeBlockContent | null = null;
let loading: Promise<CodeBlockContent> | null = null;
const listeners = new Set<(component: CodeBlockContent) => void>();

/** The highlighted code block component, if its chunk has loaded. */
export function loadedHighlighter(): CodeBlockContent | null {
  return loaded;
}

/** Loads the highlighter's chunk (once it succeeds) and tells every subscriber when it is there. */
export function loadHighlighter(): Promise<CodeBlockContent> {
  loading ??= import(/* webpackPrefetch: true */ './Highlighted').then(
    (module) => {
      loaded = module.default as CodeBlockContent;
      listeners.forEach((listener) => listener(loaded!));
      listeners.clear();
      return loaded;
    },
    (error: unknown) => {
      loading = null; // the next request tries again
      throw error;
    },
  );
  return loading;
}

/** Starts loading the highlighter; a failure leaves code plain and says so in the console. */
export function requestHighlighter(): void {
  if (loaded) return;
  loadHighlighter().catch((error: unknown) => {
    console.warn('The code highlighter could not be loaded; code blocks show plain text.', error);
  });
}

/** Calls `listener` once the highlighter has loaded; returns an unsubscribe function. */
export function onHighlighterLoaded(listener: (component: CodeBlockContent) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

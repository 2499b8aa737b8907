// Loads the code highlighter (./Highlighted.tsx) on demand: on the server at once, in the browser
// when the page is idle, so Prism (26 KB gzip) is not part of what a page loads before it becomes
// interactive. Until it has loaded, src/theme/CodeBlock/Content shows the server's highlighted
// markup (after a direct load) or the plain code (after a client-side navigation).
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
  loading ??= import('./Highlighted').then(
    (module) => {
      loaded = module.default as CodeBlockContent;
      listeners.forEach((listener) => listener(loaded!));
      listeners.clear();
      return loaded;
    },
    (error: unknown) => {
      loading = null; // the next call tries again
      throw error;
    },
  );
  return loading;
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

let scheduled = false;

/**
 * Loads the highlighter after the window's load event, when the browser is idle (at most 2 s
 * later). A failed load is retried on the next call (a later page's code block asks again).
 */
export function loadHighlighterWhenIdle(): void {
  if (scheduled || loaded) return;
  scheduled = true;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    idle(
      () =>
        void loadHighlighter().catch((error: unknown) => {
          console.warn('The code highlighter could not be loaded; code blocks stay as they are.', error);
          scheduled = false;
        }),
      {timeout: 2000},
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

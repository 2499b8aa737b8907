// Starts loading the code highlighter (src/lib/highlighter) when the reader first navigates to
// another page, alongside that page's own chunks, so its code blocks are highlighted on arrival.
// The page the reader landed on never needs it: its code is highlighted in the server's HTML.
//
// The highlighter's chunk is prefetched at startup (its import is marked webpackPrefetch), except
// on a 2g or slow-2g connection or with data saver on: the rule Docusaurus applies to the chunks of
// linked pages. Client modules run before the bundle's startup prefetches, so on such a connection
// this module empties the bundler's prefetch handlers first (`__webpack_require__.F`, the runtime
// API webpack and Rspack share; src/lib/highlighter is the site's only webpackPrefetch import).
// <html data-highlighter-prefetch="allowed|skipped"> records the choice.
import type {ClientModule} from '@docusaurus/types';
import {requestHighlighter} from '@site/src/lib/highlighter';
import {isSlowConnection} from '@site/src/lib/connection';

declare const __webpack_require__: {F?: Record<string, (chunkId: string) => void>};

function applyPrefetchRule(): void {
  if (typeof document === 'undefined') return;
  const skip = isSlowConnection();
  const handlers = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.F;
  if (skip && handlers) for (const name of Object.keys(handlers)) handlers[name] = () => {};
  document.documentElement.dataset.highlighterPrefetch = skip ? 'skipped' : 'allowed';
}

applyPrefetchRule();

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) requestHighlighter();
  },
};

export default clientModule;

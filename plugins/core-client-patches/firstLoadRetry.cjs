// Build-time fix for @docusaurus/core 3.8.1's client entry (lib/client/clientEntry.js): it renders
// the app only after preload(pathname) has loaded every chunk of the first route, and has no
// handler for a failure, so when a chunk fails on a direct load the app never starts and the
// reader is left with an inert server-rendered page and nothing to retry with. the site wants
// the route's error box with "Retry". With this patch a failed first preload renders the app on
// the client instead (not hydrating, since the route's markup cannot match the server's): the
// loadable whose chunk failed renders @theme/Loading with the error and a Retry that loads it
// again, and everything whose chunks did load (navbar, sidebar, footer) works as usual.
// It also waits for the first frame before preloading: when the main bundle arrives before the
// page has painted (a fast network), the reader sees the page before the hydration work starts,
// instead of after the route's chunks have been fetched and run.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const UPSTREAM = `    preload(window.location.pathname).then(() => {
        startTransition(renderApp);
    });`;

const PATCHED = `    // core-client-patches: the browser paints the server's HTML first, then the route's chunks are
    // requested and the app hydrates. A hidden tab paints no frames, so it goes on at once.
    const afterFirstPaint = () => new Promise((resolve) => {
        if (document.visibilityState === 'hidden') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
    });
    afterFirstPaint().then(() => preload(window.location.pathname)).then(() => {
        startTransition(renderApp);
    }, (error) => {
        // core-client-patches: the route's loadable shows the error box with Retry.
        console.warn('The first route failed to load; showing its Retry box.', error);
        const root = ReactDOM.createRoot(container, { onRecoverableError });
        window.docusaurusRoot = root;
        root.render(app);
    });`;

function patchClientEntry(source) {
  return replaceOnce(source, UPSTREAM, PATCHED, {
    plugin: 'core-client-patches',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    what: 'the first-route preload',
    hint: 'check how it now handles a chunk that fails on the first load, then update or remove this patch.',
  });
}

module.exports = function firstLoadRetryLoader(source) {
  return patchClientEntry(source);
};
module.exports.patchClientEntry = patchClientEntry;

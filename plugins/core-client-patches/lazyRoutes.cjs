// Build-time fix for @docusaurus/core 3.8.1's client route table (lib/client/exports/
// ComponentCreator.js). The generated routes module calls ComponentCreator for every route when
// the main bundle starts, and each call builds that route's react-loadable component (flattening
// its chunk names, looking them up in the registry, creating a Loadable.Map class): with ~540
// routes that was about a sixth of the main bundle's start-up task at a phone's CPU speed, for
// routes the reader may never open. The patch returns a small component that builds the route's
// loadable the first time the route is rendered or preloaded. Rendering, preloading and what is
// loaded are unchanged; server rendering (which this loader does not touch) is unchanged.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const UPSTREAM = `export default function ComponentCreator(path, hash) {`;

const PATCHED = `// core-client-patches: the route's loadable is built when the route is first rendered or preloaded.
export default function ComponentCreator(path, hash) {
    let loadable = null;
    const routeLoadable = () => (loadable ??= createRouteLoadable(path, hash));
    const Route = (props) => React.createElement(routeLoadable(), props);
    Route.preload = () => routeLoadable().preload();
    // Builds the loadable without loading anything (preloadInTwoTasks.cjs).
    Route.prepare = () => {
        routeLoadable();
    };
    return Route;
}
function createRouteLoadable(path, hash) {`;

function patchComponentCreator(source) {
  return replaceOnce(source, UPSTREAM, PATCHED, {
    plugin: 'core-client-patches',
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    what: 'the ComponentCreator function',
    hint: 'check how route components are now created, then update or remove this patch.',
  });
}

module.exports = function lazyRoutesLoader(source) {
  return patchComponentCreator(source);
};
module.exports.patchComponentCreator = patchComponentCreator;

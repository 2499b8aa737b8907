// Renamed headings keep their old links working. A server never sees the `#fragment`, so this runs
// in the browser: when the page's hash names no element and config/anchors.json maps it for this
// route, the address is rewritten to the new anchor (history.replaceState, no new history entry) and
// the heading is scrolled into view.
import type {ClientModule} from '@docusaurus/types';
import anchors from '../../config/anchors.json';

export type AnchorMap = Record<string, Record<string, string> | string>;

/** The anchor that replaces `hash` on `pathname`, or null when the hash is current or unknown. */
export function renamedAnchor(
  map: AnchorMap,
  pathname: string,
  hash: string,
  exists: (id: string) => boolean,
): string | null {
  const old = decodeURIComponent(hash.replace(/^#/, ''));
  if (!old || exists(old)) return null;
  const page = map[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  const next = typeof page === 'object' ? page[old] : undefined;
  return next && exists(next) ? next : null;
}

export function followRenamedAnchor(map: AnchorMap = anchors): void {
  const next = renamedAnchor(map, window.location.pathname, window.location.hash, (id) =>
    Boolean(document.getElementById(id)),
  );
  if (!next) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${next}`);
  document.getElementById(next)?.scrollIntoView();
}

if (typeof window !== 'undefined') window.addEventListener('hashchange', () => followRenamedAnchor());

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the new page has rendered (also on the first load).
    if (location.hash) window.requestAnimationFrame(() => followRenamedAnchor());
  },
};

export default clientModule;

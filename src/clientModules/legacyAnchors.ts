// Renamed headings keep their old links working. A server never sees the `#fragment`, so this runs
// in the browser: when the page's hash names no element and config/anchors.json maps it for this
// route, the address is rewritten to the new anchor (history.replaceState, no new history entry) and
// the heading is scrolled into view. A heading that moved to another page is mapped to that page's
// location (`/route#anchor`), which replaces the address. The map is fetched only then (its own
// chunk): a page opened with a current anchor, or none, never loads it.
import type {ClientModule} from '@docusaurus/types';

export type AnchorMap = Record<string, Record<string, string> | string>;

/**
 * The anchor that replaces `hash` on `pathname` (or, starting with `/`, the location on another
 * page that does), or null when the hash is current or unknown.
 */
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
  return next && (next.startsWith('/') || exists(next)) ? next : null;
}

function followRenamedAnchor(map: AnchorMap): void {
  const next = renamedAnchor(map, window.location.pathname, window.location.hash, (id) =>
    Boolean(document.getElementById(id)),
  );
  if (!next) return;
  if (next.startsWith('/')) {
    window.location.replace(next);
    return;
  }
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${next}`);
  document.getElementById(next)?.scrollIntoView();
}

function followIfUnknown(): void {
  const current = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (!current || document.getElementById(current)) return;
  import('../../config/anchors.json').then(
    ({default: anchors}) => followRenamedAnchor(anchors as AnchorMap),
    () => {
      // The map could not load: the page stays where it is, as it would without the map.
    },
  );
}

if (typeof window !== 'undefined') window.addEventListener('hashchange', followIfUnknown);

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the new page has rendered (also on the first load).
    if (location.hash) window.requestAnimationFrame(followIfUnknown);
  },
};

export default clientModule;

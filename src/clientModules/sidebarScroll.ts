// A page that sits deep in a long sidebar opens with its sidebar item out of sight (the sidebar
// scrolls inside its own box, and theme-classic 3.8.1 does not scroll it to the current page).
// After each route update, when the current page's link is not fully visible in the sidebar, the
// sidebar's own scroll box (never the window) is scrolled to centre it.
import type {ClientModule} from '@docusaurus/types';

/** The scrollTop that centres a child spanning [top, bottom) (box coordinates) in a box, or null when it is visible. */
export function centringScrollTop(
  box: {scrollTop: number; clientHeight: number; top: number},
  link: {top: number; bottom: number},
): number | null {
  const top = link.top - box.top;
  const bottom = link.bottom - box.top;
  if (top >= 0 && bottom <= box.clientHeight) return null;
  return Math.max(0, box.scrollTop + top - (box.clientHeight - (bottom - top)) / 2);
}

export function revealCurrentSidebarItem(root: ParentNode = document): void {
  const link = root.querySelector<HTMLElement>('.theme-doc-sidebar-menu a[aria-current="page"]');
  const box = link?.closest<HTMLElement>('nav.menu');
  if (!link || !box || box.scrollHeight <= box.clientHeight) return;
  const boxRect = box.getBoundingClientRect();
  const linkRect = link.getBoundingClientRect();
  const next = centringScrollTop(
    {scrollTop: box.scrollTop, clientHeight: box.clientHeight, top: boxRect.top},
    {top: linkRect.top, bottom: linkRect.bottom},
  );
  if (next !== null) box.scrollTop = next;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.requestAnimationFrame(() => revealCurrentSidebarItem());
  },
};

export default clientModule;

// Keeps a clicked tab at the same height in the viewport while the tab groups of the same groupId
// above it switch in a later render (a transition) and change height. The click records where the tab
// is; the groups' commit of the shared choice scrolls by however far it moved, then forgets it.

interface Held {
  readonly element: Element;
  readonly top: number;
}

let held: Held | null = null;

/** Remembers where `element` is now, until the next {@link restoreHeldElement}. */
export function holdElementInPlace(element: Element): void {
  held = {element, top: element.getBoundingClientRect().top};
}

/**
 * Scrolls the window so the held element is back where it was, and forgets it. Called in a microtask
 * after the layout effects of the commit that moved it, so every group's effect has run.
 */
export function restoreHeldElement(): void {
  if (!held) return;
  const {element, top} = held;
  held = null;
  if (!element.isConnected) return;
  const moved = element.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy({top: moved, behavior: 'instant'});
}

// Repairs the ARIA of the DocSearch 3.9 modal, which axe reports as critical or serious, into the
// ARIA 1.2 combobox pattern (the input is the combobox and controls the results listbox):
// - the overlay container carries role="button" (ARIA 1.1's combobox wrapper, as autocomplete
//   describes it) with aria-haspopup, aria-expanded and aria-controls, around the input and the
//   result lists: a control nested around controls (nested-interactive), and, as a combobox, one
//   that lacks aria-controls on the start screen (aria-required-attr). The container loses those
//   attributes and the input takes the combobox role with aria-expanded and aria-controls;
// - every result list is rendered with the same id ("docsearch-list") while aria-controls names ids
//   that are not rendered: each list gets its own id, and the input names the lists that exist.
// Each attribute is written only when it differs, so the observer below does not feed itself.

const CONTAINER_ATTRIBUTES = [
  'role',
  'aria-expanded',
  'aria-haspopup',
  'aria-controls',
  'aria-labelledby',
  'aria-owns',
];

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

export function repairDocSearchAria(root: ParentNode): void {
  root.querySelectorAll('.DocSearch-Container').forEach((container) => {
    for (const name of CONTAINER_ATTRIBUTES) setAttribute(container, name, null);
  });
  const lists = [...root.querySelectorAll('.DocSearch-Dropdown [role="listbox"]')];
  lists.forEach((list, i) => setAttribute(list, 'id', `docsearch-list-${i}`));
  root.querySelectorAll('.DocSearch-Input').forEach((input) => {
    setAttribute(input, 'role', 'combobox');
    setAttribute(input, 'aria-expanded', lists.length ? 'true' : 'false');
    setAttribute(input, 'aria-controls', lists.length ? lists.map((list) => list.id).join(' ') : null);
  });
}

/** Keeps the repair applied while the modal renders; returns the function that stops it. */
export function watchDocSearchAria(root: HTMLElement): () => void {
  repairDocSearchAria(root);
  const observer = new MutationObserver(() => repairDocSearchAria(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...CONTAINER_ATTRIBUTES, 'id'],
  });
  return () => observer.disconnect();
}

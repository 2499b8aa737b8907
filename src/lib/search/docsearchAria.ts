// Repairs two ARIA defects of the DocSearch 3.9 modal that axe reports as serious/critical:
// - the overlay container carries role="button" with aria-haspopup="listbox" and contains the
//   input and the result links (nested interactive controls); the attributes describe the
//   ARIA 1.1 combobox pattern, so the container gets role="combobox";
// - the input's aria-controls names a results list for every source, including lists that are not
//   rendered (an invalid reference); only the lists that exist are kept.

export function repairDocSearchAria(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.DocSearch-Container[role="button"]').forEach((container) => {
    container.setAttribute('role', 'combobox');
  });
  root.querySelectorAll<HTMLElement>('.DocSearch-Input[aria-controls]').forEach((input) => {
    const ids = (input.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
    const present = ids.filter((id) => input.ownerDocument.getElementById(id));
    if (present.length === ids.length) return;
    if (present.length) input.setAttribute('aria-controls', present.join(' '));
    else input.removeAttribute('aria-controls');
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
    attributeFilter: ['aria-controls', 'role'],
  });
  return () => observer.disconnect();
}

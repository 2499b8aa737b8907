// Wide tables scroll sideways inside the page (Docusaurus renders them as scrollable blocks).
// A keyboard user must be able to reach and scroll them too (WCAG 2.1.1): give each table that
// overflows a tab stop and a name, and take them away again when it fits.
import type {ClientModule} from '@docusaurus/types';

function label(table: HTMLTableElement): string {
  const heading = table.closest('article')?.querySelector('h1')?.textContent?.trim();
  const columns = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
  return `Table${columns.length ? ` of ${columns.slice(0, 3).join(', ')}` : ''}${heading ? ` (${heading})` : ''}, scrolls sideways`;
}

export function markScrollableTables(root: ParentNode = document): void {
  root.querySelectorAll<HTMLTableElement>('.markdown table').forEach((table) => {
    if (table.scrollWidth > table.clientWidth) {
      table.tabIndex = 0;
      table.setAttribute('role', 'region');
      table.setAttribute('aria-label', label(table));
    } else if (table.getAttribute('role') === 'region') {
      table.removeAttribute('tabindex');
      table.removeAttribute('role');
      table.removeAttribute('aria-label');
    }
  });
}

let resizeTimer: number | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('load', () => markScrollableTables());
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => markScrollableTables(), 150);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // After the new page has rendered, and again once late layout (fonts, images) has settled.
    window.requestAnimationFrame(() => markScrollableTables());
    window.setTimeout(() => markScrollableTables(), 400);
  },
};

export default clientModule;

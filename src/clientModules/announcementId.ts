// when the configured announcement differs from the one the reader dismissed, the
// bar shows again. Docusaurus resets the stored dismissal after hydration, but its early inline
// script has already hidden the bar with a CSS attribute for that page view; clear it here, before
// React renders, so a new announcement appears on the first visit after it ships.
import siteConfig from '@generated/docusaurus.config';

const ID_KEY = 'docusaurus.announcement.id';
const HIDDEN_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

if (typeof window !== 'undefined') {
  const announcement = (siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  try {
    if (announcement?.id && window.localStorage.getItem(ID_KEY) !== announcement.id) {
      document.documentElement.setAttribute(HIDDEN_ATTRIBUTE, 'false');
    }
  } catch {
    // Storage unavailable: Docusaurus already warns once and shows the bar.
  }
}

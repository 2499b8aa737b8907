// What a reader without JavaScript sees instead of controls that need it.
import type {HtmlTagObject} from '@docusaurus/types';

/**
 * Controls that do nothing without JavaScript (search, Ask AI, feedback) carry this attribute; with
 * scripting off, the browser reads the <noscript> style below and hides them, so a reader never
 * meets a dead button. With scripting on, <noscript> is inert text and changes nothing.
 */
export const NEEDS_JS_ATTRIBUTE = 'data-needs-js';

/**
 * The theme's own script-only buttons: closing the announcement bar and collapsing the sidebar (the
 * theme sets that one `display: block !important` on wide screens, hence the element selector).
 */
const THEME_SCRIPT_ONLY = ['.theme-announcement-bar .close', 'button[class*="collapseSidebarButton_"]'];

export const noScriptHeadTags: HtmlTagObject[] = [
  {
    tagName: 'noscript',
    innerHTML: `<style>${[`[${NEEDS_JS_ATTRIBUTE}]`, ...THEME_SCRIPT_ONLY].join(',')}{display:none !important}</style>`,
  },
];

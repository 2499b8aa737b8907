// What a reader without JavaScript sees instead of controls that need it: every page's head links
// static/noscript.css inside <noscript>, which the browser reads only when scripting is off.
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';

/**
 * Controls that do nothing without JavaScript (search, Ask AI, feedback) carry this attribute, and
 * static/noscript.css hides them, so a reader never meets a dead button.
 */
export const NEEDS_JS_ATTRIBUTE = 'data-needs-js';

export function noScriptHeadTags(baseUrl: string): HtmlTagObject[] {
  return [{tagName: 'noscript', innerHTML: `<link rel="stylesheet" href="${baseUrl}noscript.css">`}];
}

/** The site config's headTags cannot carry inner HTML; a plugin's injectHtmlTags can. */
export function noScriptStylesPlugin(context: LoadContext): Plugin {
  return {name: 'noscript-styles', injectHtmlTags: () => ({headTags: noScriptHeadTags(context.baseUrl)})};
}

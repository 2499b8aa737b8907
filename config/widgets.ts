// Third-party widgets and analytics, switched on only by configuration (config/env.ts). This module
// turns the typed environment into what the site needs: the settings the browser code reads from
// `customFields`, the head tags, and the tag-manager option. With nothing configured every value
// is empty, so the built pages hold no third-party script, iframe or preconnect.
import type {HtmlTagObject} from '@docusaurus/types';
import type {SiteEnvironment} from './env';
import {ASK_AI_WIDGET_SCRIPT} from './site';

/** The Ask AI widget: loaded after the page is interactive (src/clientModules/askAiWidget.ts). */
export interface AskAiWidgetSettings {
  websiteId: string;
  projectName: string;
  scriptSrc: string;
}

/**
 * What the browser code reads from `siteConfig.customFields` (src/lib/widgets/settings.ts).
 * null or an empty value means "not configured": the local fallback answers instead.
 */
export interface WidgetSettings {
  askAi: AskAiWidgetSettings | null;
  feedback: {endpoint: string | null};
  analytics: {commsUrl: string | null};
}

export function widgetSettings(env: Pick<SiteEnvironment, 'askAi' | 'feedbackEndpoint' | 'analytics'>): WidgetSettings {
  return {
    askAi: env.askAi ? {...env.askAi, scriptSrc: ASK_AI_WIDGET_SCRIPT} : null,
    feedback: {endpoint: env.feedbackEndpoint},
    analytics: {commsUrl: env.analytics.commsUrl},
  };
}

/**
 * PRELOAD_DOCUMENT_URL: the browser fetches that document early, at low priority, into its cache.
 * Documents cannot be `rel=preload`ed (no valid `as` for them), so this is the document prefetch.
 */
export function analyticsHeadTags(analytics: SiteEnvironment['analytics']): HtmlTagObject[] {
  if (!analytics.preloadDocumentUrl) return [];
  return [{tagName: 'link', attributes: {rel: 'prefetch', as: 'document', href: analytics.preloadDocumentUrl}}];
}

/** GTM_CONTAINER_ID: Docusaurus's tag-manager plugin (an async script; it never blocks rendering). */
export function tagManager(analytics: SiteEnvironment['analytics']): {containerId: string} | undefined {
  return analytics.gtmContainerId ? {containerId: analytics.gtmContainerId} : undefined;
}

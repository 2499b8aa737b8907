// Loads the third-party Ask AI widget when ASK_AI_WEBSITE_ID is configured (customFields.askAi):
// once, after the page has loaded and the browser is idle, as an async script, so it never delays
// rendering. Until it has loaded, or if it never does, the Ask AI button opens "Ask the docs".
import siteConfig from '@generated/docusaurus.config';
import {readWidgetSettings} from '../lib/widgets/settings';
import {loadAskAiWidget, widgetAttributes} from '../lib/askAi/widget';

function whenIdleAfterLoad(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: 3000});
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}

if (typeof window !== 'undefined') {
  whenIdleAfterLoad(() => {
    const settings = readWidgetSettings(siteConfig.customFields).askAi;
    if (!settings) return;
    const attributes = widgetAttributes(settings, {
      siteUrl: siteConfig.url,
      logoUrl: `${window.location.origin}${siteConfig.baseUrl}img/favicon.svg`,
    });
    void loadAskAiWidget(settings, attributes);
  });
}

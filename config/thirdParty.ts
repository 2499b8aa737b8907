// The origins each configured third-party service needs in the Content-Security-Policy
// (plugins/security-headers). Nothing is added when a service is not configured.
import type {SiteEnvironment} from './env';
import type {ExtraOrigins} from '../plugins/security-headers/policy';

export function thirdPartyOrigins(env: SiteEnvironment): ExtraOrigins {
  const origins: Required<ExtraOrigins> = {
    'script-src': [],
    'style-src': [],
    'img-src': [],
    'font-src': [],
    'connect-src': [],
    'frame-src': [],
    'manifest-src': [],
  };
  if (env.algolia) {
    origins['connect-src'].push(
      `https://${env.algolia.appId.toLowerCase()}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    );
  }
  if (env.askAi) {
    origins['script-src'].push('https://widget.kapa.ai');
    origins['connect-src'].push('https://*.kapa.ai');
    origins['img-src'].push('https:');
    origins['frame-src'].push('https://*.kapa.ai');
  }
  if (env.feedbackEndpoint) origins['connect-src'].push(new URL(env.feedbackEndpoint).origin);
  if (env.analytics.commsUrl) origins['frame-src'].push(env.analytics.commsUrl);
  if (env.analytics.gtmContainerId) {
    origins['script-src'].push('https://www.googletagmanager.com');
    origins['connect-src'].push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    origins['img-src'].push('https://www.googletagmanager.com');
  }
  if (env.analytics.preloadDocumentUrl) origins['connect-src'].push(new URL(env.analytics.preloadDocumentUrl).origin);
  return origins;
}

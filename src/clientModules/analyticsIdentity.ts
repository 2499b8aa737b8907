// ANALYTICS_COMMS_URL (customFields.analytics.commsUrl): a hidden frame to {host}/comms, and on
// every route change the user id and session id passed into it (src/lib/analytics). Nothing at all
// happens when it is not configured.
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {readWidgetSettings} from '../lib/widgets/settings';
import {CommsChannel, commsFrameUrl} from '../lib/analytics/comms';
import {
  identityMessage,
  readOrCreateId,
  SESSION_ID_KEY,
  USER_ID_KEY,
  type IdentityMessage,
} from '../lib/analytics/identity';

let channel: CommsChannel<IdentityMessage> | null = null;
let lastPath: string | null = null;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function openChannel(commsUrl: string): CommsChannel<IdentityMessage> {
  const created = new CommsChannel<IdentityMessage>(commsUrl);
  const frame = document.createElement('iframe');
  frame.src = commsFrameUrl(commsUrl);
  frame.title = 'Analytics';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.analyticsComms = '';
  frame.addEventListener('load', () => created.connect(frame.contentWindow));
  document.body.appendChild(frame);
  return created;
}

const analyticsIdentity: ClientModule = {
  onRouteDidUpdate({location}) {
    const {commsUrl} = readWidgetSettings(siteConfig.customFields).analytics;
    if (!commsUrl) return;
    const path = `${location.pathname}${location.search}`;
    if (path === lastPath) return; // a hash change within the page is not a new route
    lastPath = path;
    channel ??= openChannel(commsUrl);
    const ids = {
      userId: readOrCreateId(storage('localStorage'), USER_ID_KEY),
      sessionId: readOrCreateId(storage('sessionStorage'), SESSION_ID_KEY),
    };
    channel.send(
      identityMessage(ids, {origin: window.location.origin, pathname: location.pathname, search: location.search}),
    );
  },
};

export default analyticsIdentity;

import {describe, expect, it} from 'vitest';
import {readEnvironment} from '../env';
import {ASK_AI_WIDGET_SCRIPT} from '../site';
import {analyticsHeadTags, tagManager, widgetSettings} from '../widgets';

describe('widget settings', () => {
  it('configures nothing, adds no head tag and no tag manager when no variable is set', () => {
    const env = readEnvironment({});
    expect(widgetSettings(env)).toEqual({askAi: null, feedback: {endpoint: null}, analytics: {commsUrl: null}});
    expect(analyticsHeadTags(env.analytics)).toEqual([]);
    expect(tagManager(env.analytics)).toBeUndefined();
  });

  it('passes each configured service to the browser', () => {
    const env = readEnvironment({
      ASK_AI_WEBSITE_ID: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
      FEEDBACK_ENDPOINT: 'https://feedback.example.com/api/feedback',
      ANALYTICS_COMMS_URL: 'https://comms.example.com',
      GTM_CONTAINER_ID: 'GTM-ABC123',
      PRELOAD_DOCUMENT_URL: 'https://www.example.com/landing',
    });
    expect(widgetSettings(env)).toEqual({
      askAi: {
        websiteId: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
        projectName: 'Temporal',
        scriptSrc: ASK_AI_WIDGET_SCRIPT,
      },
      feedback: {endpoint: 'https://feedback.example.com/api/feedback'},
      analytics: {commsUrl: 'https://comms.example.com'},
    });
    expect(tagManager(env.analytics)).toEqual({containerId: 'GTM-ABC123'});
    expect(analyticsHeadTags(env.analytics)).toEqual([
      {tagName: 'link', attributes: {rel: 'prefetch', as: 'document', href: 'https://www.example.com/landing'}},
    ]);
  });

  it('keeps a configured project name', () => {
    const env = readEnvironment({ASK_AI_WEBSITE_ID: 'abcdef12-3456', ASK_AI_PROJECT_NAME: 'Temporal Docs'});
    expect(widgetSettings(env).askAi?.projectName).toBe('Temporal Docs');
  });
});

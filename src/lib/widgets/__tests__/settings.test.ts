import {describe, expect, it} from 'vitest';
import {readWidgetSettings} from '../settings';

describe('readWidgetSettings', () => {
  it('treats missing or malformed fields as not configured', () => {
    const none = {askAi: null, feedback: {endpoint: null}, analytics: {commsUrl: null}};
    expect(readWidgetSettings(undefined)).toEqual(none);
    expect(readWidgetSettings({})).toEqual(none);
    expect(readWidgetSettings({askAi: {websiteId: ''}, feedback: 'x', analytics: {commsUrl: 42}})).toEqual(none);
  });

  it('reads what config/widgets.ts wrote, with Temporal as the default project name', () => {
    expect(
      readWidgetSettings({
        askAi: {websiteId: 'id-12345678', scriptSrc: 'https://widget.example/w.js'},
        feedback: {endpoint: 'https://f.example/api'},
        analytics: {commsUrl: 'https://c.example'},
      }),
    ).toEqual({
      askAi: {websiteId: 'id-12345678', scriptSrc: 'https://widget.example/w.js', projectName: 'Temporal'},
      feedback: {endpoint: 'https://f.example/api'},
      analytics: {commsUrl: 'https://c.example'},
    });
  });
});

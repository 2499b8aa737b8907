import {describe, expect, it} from 'vitest';
import {ConfigError, DEFAULT_ANNOUNCEMENT, readEnvironment} from '../env';

describe('readEnvironment', () => {
  it('defaults to the local search index, no third-party services and the default announcement', () => {
    const env = readEnvironment({});
    expect(env.algolia).toBeNull();
    expect(env.askAi).toBeNull();
    expect(env.feedbackEndpoint).toBeNull();
    expect(env.analytics).toEqual({commsUrl: null, gtmContainerId: null, preloadDocumentUrl: null});
    expect(env.announcement).toEqual(DEFAULT_ANNOUNCEMENT);
    expect(env.siteUrl).toBe('https://docs.temporal.io');
  });

  it('turns Algolia on only when all three variables are set', () => {
    const env = readEnvironment({
      ALGOLIA_APP_ID: 'ABC123DEF',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    });
    expect(env.algolia).toEqual({appId: 'ABC123DEF', apiKey: 'key', indexName: 'docs'});
  });

  it('names the missing variables when Algolia is half configured', () => {
    expect(() => readEnvironment({ALGOLIA_APP_ID: 'ABC123DEF'})).toThrow(
      /set ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME too/,
    );
  });

  it('rejects a malformed Algolia application id', () => {
    expect(() =>
      readEnvironment({ALGOLIA_APP_ID: 'not an id', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}),
    ).toThrow(ConfigError);
  });

  it('requires SITE_URL to be an origin and says what it got', () => {
    expect(readEnvironment({SITE_URL: 'https://docs.example.com/'}).siteUrl).toBe('https://docs.example.com');
    expect(() => readEnvironment({SITE_URL: 'docs.example.com'})).toThrow(
      /SITE_URL must be an absolute URL.*docs\.example\.com/,
    );
    expect(() => readEnvironment({SITE_URL: 'https://example.com/docs'})).toThrow(/without a path/);
  });

  it('validates the analytics container id and URLs', () => {
    expect(() => readEnvironment({GTM_CONTAINER_ID: '12345'})).toThrow(/GTM_CONTAINER_ID.*GTM-ABC123/);
    expect(() => readEnvironment({FEEDBACK_ENDPOINT: 'ftp://example.com'})).toThrow(/http or https/);
    expect(readEnvironment({ANALYTICS_COMMS_URL: 'https://comms.example.com'}).analytics.commsUrl).toBe(
      'https://comms.example.com',
    );
  });

  it('takes a deployment announcement, or none', () => {
    expect(readEnvironment({ANNOUNCEMENT_ID: 'x', ANNOUNCEMENT_CONTENT: 'Hello'}).announcement).toEqual({
      id: 'x',
      content: 'Hello',
    });
    expect(readEnvironment({ANNOUNCEMENT_ID: 'none'}).announcement).toBeNull();
    expect(() => readEnvironment({ANNOUNCEMENT_CONTENT: 'Hello'})).toThrow(/without ANNOUNCEMENT_ID/);
  });
});

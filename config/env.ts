// Reads the environment variables the site understands and turns them into typed settings.
// Every variable is optional; a wrong value stops the build with a message naming the variable.

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readUrl(env: Env, name: string, {origin = false} = {}): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as https://example.com, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must use http or https, got "${url.protocol}".`);
  }
  if (origin && (url.pathname !== '/' || url.search || url.hash)) {
    throw new ConfigError(
      `${name} must be an origin without a path, such as https://docs.example.com, got "${value}".`,
    );
  }
  return origin ? url.origin : url.href;
}

function readPattern(env: Env, name: string, pattern: RegExp, example: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !pattern.test(value)) {
    throw new ConfigError(`${name} has an unexpected format: "${value}" (expected something like ${example}).`);
  }
  return value;
}

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnvironment {
  /** The public origin the site is deployed at: canonical links, sitemap and exports use it. */
  siteUrl: string;
  /** Hosted search; null means the embedded local index answers. */
  algolia: AlgoliaSettings | null;
  askAi: {websiteId: string; projectName: string} | null;
  feedbackEndpoint: string | null;
  analytics: {commsUrl: string | null; gtmContainerId: string | null; preloadDocumentUrl: string | null};
  announcement: {id: string; content: string} | null;
}

/** Shown until a deployment sets its own (ANNOUNCEMENT_ID/ANNOUNCEMENT_CONTENT) or ANNOUNCEMENT_ID=none. */
export const DEFAULT_ANNOUNCEMENT = {
  id: 'ai-cookbook-2025',
  content:
    'New: the <a href="/ai-cookbook">AI Cookbook</a> shows how to make LLM apps durable with the Temporal Python SDK.',
};

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function readEnvironment(env: Env = process.env): SiteEnvironment {
  const siteUrl = readUrl(env, 'SITE_URL', {origin: true}) ?? 'https://docs.temporal.io';

  const algoliaValues = ALGOLIA_VARIABLES.map((name) => read(env, name));
  const setCount = algoliaValues.filter(Boolean).length;
  if (setCount > 0 && setCount < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((_, i) => !algoliaValues[i]);
    throw new ConfigError(
      `Algolia search is half configured: set ${missing.join(' and ')} too, or unset all of ${ALGOLIA_VARIABLES.join(', ')} to use the local index.`,
    );
  }
  const [appId, apiKey, indexName] = algoliaValues;
  if (appId && !/^[A-Z0-9]{6,20}$/.test(appId)) {
    throw new ConfigError(
      `ALGOLIA_APP_ID must be an Algolia application id (upper-case letters and digits), got "${appId}".`,
    );
  }
  const algolia = appId && apiKey && indexName ? {appId, apiKey, indexName} : null;

  const websiteId = readPattern(env, 'ASK_AI_WEBSITE_ID', /^[A-Za-z0-9-]{8,64}$/, 'a UUID');
  const askAi = websiteId ? {websiteId, projectName: read(env, 'ASK_AI_PROJECT_NAME') ?? 'Temporal'} : null;

  const announcementContent = read(env, 'ANNOUNCEMENT_CONTENT');
  const announcementId = read(env, 'ANNOUNCEMENT_ID');
  if (announcementContent && !announcementId) {
    throw new ConfigError(
      'ANNOUNCEMENT_CONTENT is set without ANNOUNCEMENT_ID: give the announcement an id so readers who closed an older one see it.',
    );
  }

  return {
    siteUrl,
    algolia,
    askAi,
    feedbackEndpoint: readUrl(env, 'FEEDBACK_ENDPOINT') ?? null,
    analytics: {
      commsUrl: readUrl(env, 'ANALYTICS_COMMS_URL', {origin: true}) ?? null,
      gtmContainerId: readPattern(env, 'GTM_CONTAINER_ID', /^GTM-[A-Z0-9]+$/, 'GTM-ABC123') ?? null,
      preloadDocumentUrl: readUrl(env, 'PRELOAD_DOCUMENT_URL') ?? null,
    },
    announcement:
      announcementId === 'none'
        ? null
        : announcementId && announcementContent
          ? {id: announcementId, content: announcementContent}
          : DEFAULT_ANNOUNCEMENT,
  };
}

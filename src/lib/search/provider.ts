// Which search provider answers (decided at build time from the environment, config/env.ts), and
// the one shared local client for the modal, the search page and the Ask AI panel.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOCS_REPOSITORY} from '../../../config/site';
import {newIssueUrl} from '../issueUrl';
import {createLocalSearchClient, type IndexStatus, type LocalSearchClient} from './client';
import {MANIFEST_PATH} from '../../../plugins/search-index/records';

export type SearchProvider = 'local' | 'algolia';

let shared: LocalSearchClient | null = null;

/**
 * The attribute of <html> that tells where the embedded index stands (`loading`, `ready`, `failed`):
 * the end-to-end tests wait on it (tests/baseTest.ts, `searchReady`) instead of on a fixed delay.
 */
export const INDEX_STATUS_ATTRIBUTE = 'data-search-index';
/** Set (to `true`) once the search worker holds the whole index. */
export const INDEX_COMPLETE_ATTRIBUTE = 'data-search-index-complete';

function showIndexStatus(status: IndexStatus): void {
  if (typeof document === 'undefined') return;
  if (status === 'complete') document.documentElement.setAttribute(INDEX_COMPLETE_ATTRIBUTE, 'true');
  else document.documentElement.setAttribute(INDEX_STATUS_ATTRIBUTE, status);
}

export function getLocalSearchClient(baseUrl: string, siteUrl: string): LocalSearchClient {
  shared ??= createLocalSearchClient(`${baseUrl}${MANIFEST_PATH}`, siteUrl, undefined, showIndexStatus);
  return shared;
}

interface SearchFields {
  provider?: SearchProvider;
  /** The test build only (DOCS_TEST_FIXTURES=1, build-fixtures/): tests may switch providers per tab. */
  allowProviderOverride?: boolean;
}

/** sessionStorage key the end-to-end tests set to exercise the Algolia path against a stub. */
export const PROVIDER_OVERRIDE_KEY = 'docs-test-search-provider';

function overriddenProvider(fields: SearchFields | undefined): SearchProvider | null {
  if (!fields?.allowProviderOverride || typeof window === 'undefined') return null;
  try {
    const value = window.sessionStorage.getItem(PROVIDER_OVERRIDE_KEY);
    return value === 'algolia' || value === 'local' ? value : null;
  } catch {
    return null;
  }
}

/** The provider that answers on this site (customFields.search of its configuration) in this tab. */
export function providerOf(customFields: Record<string, unknown> | undefined): SearchProvider {
  const fields = customFields?.search as SearchFields | undefined;
  return overriddenProvider(fields) ?? fields?.provider ?? 'local';
}

export function useSearchProvider(): {provider: SearchProvider; localClient: LocalSearchClient | null} {
  const {siteConfig} = useDocusaurusContext();
  const provider = providerOf(siteConfig.customFields);
  return {
    provider,
    localClient: provider === 'local' ? getLocalSearchClient(siteConfig.baseUrl, siteConfig.url) : null,
  };
}

/** "Let us know." on the no-results screen opens a prefilled issue on the docs repository. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  const body = `I searched the docs for:\n\n    ${query}\n\nand expected to find:\n\n`;
  return newIssueUrl(DOCS_REPOSITORY, {title, body, labels: 'search'});
}

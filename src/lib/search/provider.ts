// Which search provider answers (decided at build time from the environment, config/env.ts), and
// the one shared local client for the modal, the search page and the Ask AI panel.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOCS_REPOSITORY} from '../../../config/site';
import {createLocalSearchClient, type LocalSearchClient} from './client';
import {MANIFEST_PATH} from '../../../plugins/search-index/records';

export type SearchProvider = 'local' | 'algolia';

let shared: LocalSearchClient | null = null;

export function getLocalSearchClient(baseUrl: string, siteUrl: string): LocalSearchClient {
  shared ??= createLocalSearchClient(`${baseUrl}${MANIFEST_PATH}`, siteUrl);
  return shared;
}

export function useSearchProvider(): {provider: SearchProvider; localClient: LocalSearchClient | null} {
  const {siteConfig} = useDocusaurusContext();
  const provider = ((siteConfig.customFields?.search as {provider?: SearchProvider} | undefined)?.provider ??
    'local') as SearchProvider;
  return {
    provider,
    localClient: provider === 'local' ? getLocalSearchClient(siteConfig.baseUrl, siteConfig.url) : null,
  };
}

/** "Let us know." on the no-results screen opens a prefilled issue on the docs repository. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  const body = `I searched the docs for:\n\n    ${query}\n\nand expected to find:\n\n`;
  return `${DOCS_REPOSITORY}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=search`;
}

// The /search page opened with a query (?q=) starts loading the search index (its worker, manifest
// and core) as soon as the site's JavaScript runs, before React hydrates the page, so its first
// results wait for the index only as long as they must. Other pages load nothing until the reader
// opens search.
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {getLocalSearchClient, providerOf} from '../lib/search/provider';
import {isSearchPageWithQuery} from '../lib/search/searchPageLocation';

function warmOnSearchPage(location: {pathname: string; search: string}): void {
  const searchPagePath =
    (siteConfig.themeConfig as {algolia?: {searchPagePath?: string | false}}).algolia?.searchPagePath || 'search';
  if (!isSearchPageWithQuery(location, siteConfig.baseUrl, searchPagePath)) return;
  if (providerOf(siteConfig.customFields) !== 'local') return;
  void getLocalSearchClient(siteConfig.baseUrl, siteConfig.url).warm();
}

if (typeof window !== 'undefined') warmOnSearchPage(window.location);

const module: ClientModule = {
  onRouteUpdate({location}) {
    warmOnSearchPage(location);
  },
};

export default module;

// The /search page, written for this site (it replaces theme-search-algolia's SearchPage). It asks
// the site's search client (src/lib/search: the embedded index, or Algolia when configured) for
// the query in `?q=`, with the same contextual facet filters as the search modal, and lists the
// hits with their headings and a snippet; "Show more results" fetches the next page. Highlights
// are rendered as text and <mark> elements (src/lib/search/pageResults.ts), never as HTML.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {FacetFilters} from '@site/src/lib/search/facets';
import {missingResultsUrl, useSearchProvider} from '@site/src/lib/search/provider';
import {
  mergeResponse,
  pageRequest,
  type PageRequest,
  type ResponseShape,
  type ResultsState,
  type Segment,
} from '@site/src/lib/search/pageResults';
import {mergeFacetFilters, sdkSearchFilters} from '@site/src/lib/search/sdkFilter';
import type {Sdk} from '@site/src/lib/sdkChoice';
import {readSdkChoice} from '@site/src/lib/sdkChoice/storage';
import SdkFilter from '@site/src/components/SdkFilter';
import styles from './styles.module.css';

/** Typing waits this long for the next key before it searches. */
const TYPING_PAUSE_MS = 200;

type Search = (request: PageRequest) => Promise<ResponseShape>;

/** The search function of the configured provider; Algolia's client loads only when it is used. */
function useSearch(): Search {
  const {provider, localClient} = useSearchProvider();
  const {
    algolia: {appId, apiKey},
  } = useAlgoliaThemeConfig();
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback<Search>(
    async (request) => {
      if (provider === 'local' && localClient) {
        const {results} = await localClient.search({requests: [request]});
        return results[0]!;
      }
      const {liteClient} = await import('algoliasearch/lite');
      const client = liteClient(appId, apiKey);
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const {results} = await client.search({requests: [request]});
      return results[0] as unknown as ResponseShape;
    },
    [provider, localClient, appId, apiKey, docusaurusVersion],
  );
}

function Highlighted({value}: {value: Segment[]}): ReactNode {
  return value.map((segment, i) =>
    segment.match ? (
      <mark key={i} className="search-result-match">
        {segment.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(count, 'One document found|{count} documents found').replace('{count}', String(count));
}

type Status = 'idle' | 'loading' | 'done' | 'error';

function SearchPageContent(): ReactNode {
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // The server renders no query (it cannot know ?q=); the browser shows it once hydrated.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? searchQuery : '';
  const {
    algolia: {indexName},
  } = useAlgoliaThemeConfig();
  const facetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const search = useSearch();

  // The "SDK" filter; without one, the reader's SDK ranks first (src/lib/search/sdkFilter.ts).
  const [sdkFilter, setSdkFilter] = useState<Sdk | null>(null);
  const [results, setResults] = useState<ResultsState | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Answers that arrive after the query has changed are dropped.
  const latest = useRef(0);
  const filtersKey = JSON.stringify(facetFilters);

  const run = useCallback(
    (page: number) => {
      const ticket = ++latest.current;
      setStatus('loading');
      const sdk = sdkSearchFilters(sdkFilter, readSdkChoice(), query);
      const filters = mergeFacetFilters(JSON.parse(filtersKey) as FacetFilters, sdk) ?? [];
      search(pageRequest(indexName, query, page, filters, sdk.optionalFilters))
        .then((response) => {
          if (ticket !== latest.current) return;
          setResults((previous) => mergeResponse(previous, query, response, processUrl));
          setStatus('done');
        })
        .catch(() => {
          if (ticket === latest.current) setStatus('error');
        });
    },
    [search, indexName, query, filtersKey, processUrl, sdkFilter],
  );

  // The query the page opened with (?q= in its address) is searched at once; typed ones after a pause.
  const typed = useRef(false);
  useEffect(() => {
    setResults(null);
    if (!query.trim()) {
      if (isBrowser) typed.current = true;
      latest.current += 1;
      setStatus('idle');
      return undefined;
    }
    setStatus('loading');
    const timer = window.setTimeout(() => run(0), typed.current ? TYPING_PAUSE_MS : 0);
    typed.current = true;
    return () => window.clearTimeout(timer);
  }, [query, run, isBrowser]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const {provider} = useSearchProvider();
  const current = results?.query === query ? results : null;

  return (
    <>
      <PageMetadata
        title={title}
        description="Search every page of the Temporal documentation: concepts, SDK guides, Temporal Cloud, the CLI and references."
      />
      <Head>
        {/* Search result pages are not for search engines (https://github.com/facebook/docusaurus/pull/3233). */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>

        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.searchQueryInput}
            placeholder="Type your search here"
            aria-label="Search"
            onChange={(event) => setSearchQuery(event.target.value)}
            value={query}
            autoComplete="off"
            autoFocus
          />
          <SdkFilter className="margin-top--sm" value={sdkFilter} onChange={setSdkFilter} />
        </form>

        <div className={styles.summary} aria-live="polite">
          {current && current.total > 0 && <span className={styles.count}>{documentsFound(current.total)}</span>}
          {provider === 'algolia' && (
            <Link className={styles.credit} to="https://www.algolia.com/">
              Search by Algolia
            </Link>
          )}
        </div>

        {status === 'error' && (
          <p role="alert" className={styles.message}>
            Unable to fetch results. You might want to check your network connection, then search again.
          </p>
        )}

        {status === 'done' && current && current.total === 0 && (
          <div className={styles.message}>
            <p>No results were found for &ldquo;{query}&rdquo;.</p>
            <p>
              Believe this query should return results? <Link to={missingResultsUrl({query})}>Let us know.</Link>
            </p>
          </div>
        )}

        {current?.items.map((item, i) => (
          <article key={`${item.url}-${i}`} className={styles.searchResultItem}>
            <Heading as="h2" className={styles.searchResultItemHeading}>
              <Link to={item.url}>
                <Highlighted value={item.title} />
              </Link>
            </Heading>
            {item.breadcrumbs.length > 0 && (
              <ul className={styles.searchResultItemPath} aria-label="Section">
                {item.breadcrumbs.map((crumb, j) => (
                  <li key={j}>
                    <Highlighted value={crumb} />
                  </li>
                ))}
              </ul>
            )}
            {item.summary.length > 0 && (
              <p className={styles.searchResultItemSummary}>
                <Highlighted value={item.summary} />
              </p>
            )}
          </article>
        ))}

        {status === 'loading' && <div className={styles.loadingSpinner} role="status" aria-label="Loading results" />}

        {status === 'done' && current?.hasMore && (
          <button
            type="button"
            className="button button--secondary margin-top--lg"
            onClick={() => run(current.page + 1)}>
            Show more results
          </button>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the Layout: the contextual facet filters read the docs' preferred-version context. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}

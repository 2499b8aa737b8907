// Ejected from @docusaurus/theme-search-algolia 3.8.1 (SearchBar). WARNING: an unsafe swizzle —
// compare with upstream when upgrading. Changes: the local search provider (the embedded index
// answers through transformSearchClient, warmed on hover/focus), no Algolia preconnect in local
// mode, the "Let us know." link on the no-results screen, hits that are not links inside the
// listbox options (Hit below; the modal's ARIA is repaired by src/lib/search/docsearchAria.ts), and
// our own search button and shortcuts (./SearchButton) so that DocSearch loads only when the reader
// reaches for search.
import React, {startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {missingResultsUrl, useSearchProvider} from '@site/src/lib/search/provider';
import type {LocalSearchClient} from '@site/src/lib/search/client';
import {watchDocSearchAria} from '@site/src/lib/search/docsearchAria';
import type {Sdk} from '@site/src/lib/sdkChoice';
import {readSdkChoice} from '@site/src/lib/sdkChoice/storage';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {SearchButton, useSearchShortcuts} from './SearchButton';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;
let modalExtras: typeof import('./modalExtras') | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./modalExtras'),
  ]).then(([{DocSearchModal: Modal}, , , extras]) => {
    DocSearchModal = Modal;
    modalExtras = extras;
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  localClient: LocalSearchClient | null,
  sdkFilter: React.RefObject<Sdk | null>,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      // Local provider: the embedded index answers with Algolia's response shape.
      if (!localClient) searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const client = localClient ? (localClient as unknown as DocSearchTransformClient) : searchClient;
      // Every request carries the SDK filter, or ranks the reader's SDK first (src/lib/search/sdkFilter.ts).
      // DocSearch calls this once its modal, loaded with modalExtras, renders.
      return modalExtras!.withSdkSearch(client, () => sdkFilter.current, readSdkChoice);
    },
    [docusaurusVersion, localClient, sdkFilter],
  );
}

/**
 * The modal's "SDK" filter, placed under its search box. DocSearch has no slot there, so the
 * control is rendered into an element added after the search bar; changing it searches again.
 */
function useModalSdkFilter(isOpen: boolean, container: React.RefObject<HTMLDivElement | null>) {
  const ref = useRef<Sdk | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const bar = isOpen ? container.current?.querySelector('.DocSearch-SearchBar') : null;
    if (!bar) return undefined;
    const element = document.createElement('div');
    element.className = 'DocSearch-SdkFilter';
    bar.after(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [isOpen, container]);
  const Filter = modalExtras?.ModalSdkFilter;
  const control = slot && Filter ? createPortal(<Filter filterRef={ref} container={container} />, slot) : null;
  return {ref, control};
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(() => {
    const Footer: DocSearchProps['resultsFooterComponent'] = ({state}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    );
    return Footer;
  }, [closeModal]);
}

/**
 * Opens a hit's page: in this tab (client-side, or a full load for the company's other sites) or,
 * with a modifier key or the middle button, in a new one.
 */
function useOpenHit(): (url: string, event: React.MouseEvent) => void {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const {externalUrlRegex} = siteConfig.themeConfig.algolia as DocSearchProps;
  return useCallback(
    (url, event) => {
      event.preventDefault();
      if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
        window.open(url, '_blank', 'noopener,noreferrer');
      } else if (isRegexpStringMatch(externalUrlRegex, url)) {
        window.location.href = url;
      } else {
        history.push(url);
      }
    },
    [history, externalUrlRegex],
  );
}

type HitItemProps = React.HTMLAttributes<HTMLElement> & {id?: string};

function Hit({
  hit,
  itemProps,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  /** The listbox option's props (role, id, aria-selected, pointer handlers); see UPGRADING.md. */
  itemProps?: HitItemProps;
  children: React.ReactNode;
}) {
  const openHit = useOpenHit();
  // Each hit is an option of the results listbox, and an option may contain no interactive control
  // (ARIA; axe's nested-interactive). So the hit is a placeholder link — an <a> without href, which
  // has no link role and takes no focus — that carries the option's role and opens its page when
  // clicked; a recent search's "save" and "remove" buttons sit beside it, outside the option (our
  // DocSearch patch). The keyboard chooses options from the input (Enter, Ctrl/⌘+Enter,
  // Shift+Enter) through DocSearch's navigator.
  const {onClick: selectOption, ...optionProps} = itemProps ?? {};
  return (
    <a
      {...optionProps}
      className="DocSearch-Hit-Link"
      data-url={hit.url}
      onClick={(event) => {
        openHit(hit.url, event);
        selectOption?.(event);
      }}
      onAuxClick={(event) => event.button === 1 && openHit(hit.url, event)}>
      {children}
    </a>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
    return [...normalize(f1), ...normalize(f2)];
  }

  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to. The same object while they are
  // the same: the modal rebuilds its autocomplete (and loses the query) when they change.
  const key = JSON.stringify({...props.searchParameters, facetFilters});
  return useMemo(() => JSON.parse(key) as DocSearchProps['searchParameters'], [key]);
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const {provider, localClient} = useSearchProvider();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const {ref: sdkFilter, control: sdkFilterControl} = useModalSdkFilter(isOpen, searchContainer);
  const transformSearchClient = useTransformSearchClient(localClient, sdkFilter);
  const prepare = useCallback(() => {
    localClient?.warm();
    return importDocSearchModalIfNeeded();
  }, [localClient]);

  const searchButtonRef = useRef<HTMLButtonElement>(null!);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // Loading the modal and starting the search worker wait until the click or shortcut has painted,
    // and the modal's first render (DocSearch builds its autocomplete) is a transition, in slices.
    afterNextPaint(() => prepare().then(() => startTransition(() => setIsOpen(true))));
  }, [prepareSearchContainer, prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useEffect(
    () => (isOpen && searchContainer.current ? watchDocSearchAria(searchContainer.current) : undefined),
    [isOpen],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {provider === 'local' && (
        <Head>
          {/* Lets the stylesheet hide the "Search by Algolia" credit: the embedded index answers. */}
          <html data-search-provider="local" />
        </Head>
      )}
      {provider === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster early. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            getMissingResultsUrl={missingResultsUrl}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
      {isOpen && sdkFilterControl}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}

// Swizzled (ejected, written anew): the Not Found page helps the reader find their way — a search
// box that leads to the search page, the home page, and the pages readers open most. It sets the
// page title itself: with the docs mounted at `/`, an unknown path renders this component through
// the docs plugin's catch-all route, which sets no title of its own.
import React, {useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/NotFound/Content';

const POPULAR = [
  {to: '/quickstarts', label: 'Quickstarts'},
  {to: '/develop', label: 'Develop with an SDK'},
  {to: '/cloud', label: 'Temporal Cloud'},
  {to: '/cli', label: 'Temporal CLI'},
  {to: '/references', label: 'References'},
  {to: '/glossary', label: 'Glossary'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or the link that brought
            you here may be mistyped.
          </p>
          <form role="search" onSubmit={onSubmit} className="margin-vert--md">
            <label htmlFor="not-found-search">Search the docs</label>
            <div style={{display: 'flex', gap: '0.5rem', marginTop: '0.25rem'}}>
              <input
                id="not-found-search"
                type="search"
                maxLength={64}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                style={{flex: 1, padding: '0.5rem', font: 'inherit'}}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <p>
            Or go back to the <Link to="/">documentation home</Link>. Pages readers open most:
          </p>
          <ul>
            {POPULAR.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}

// Wrap: puts the end of the page (src/components/PageEnd: Feedback, and Back to top below the
// desktop breakpoint) between the article and its previous/next links, on every doc page and
// cookbook recipe.
import React, {type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageEnd from '@site/src/components/PageEnd';

export default function DocItemPaginatorWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageEnd key={metadata.permalink} pageTitle={metadata.title} />
      <Paginator />
    </>
  );
}

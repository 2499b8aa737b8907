// Wrap: the tag index pages (/tags, /ai-cookbook/tags) get a meta description, which the theme's
// page leaves out; search engines and link previews show it.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type {Props} from '@theme/DocTagsListPage';

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  const description = `Browse the ${props.tags.length} topics these pages are tagged with, from Workflows and Activities to Temporal Cloud, and open every page on a topic.`;
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <DocTagsListPage {...props} />
    </>
  );
}

// Wrap: puts the "Copy page" control beside the doc title and names the page's Markdown in <link rel="alternate">.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownPath} from '@site/plugins/llms-export/markdownPath';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // plugins/llms-export publishes Markdown for listed, indexable pages only.
  const published = !metadata.unlisted && (frontMatter as {noindex?: boolean}).noindex !== true;
  const markdownUrl = markdownPath(metadata.permalink);
  return (
    <>
      {published && (
        <Head>
          <link rel="alternate" type="text/markdown" href={`${siteConfig.url.replace(/\/+$/, '')}${markdownUrl}`} />
        </Head>
      )}
      {published && <CopyPage markdownUrl={markdownUrl} />}
      <Content {...props} />
    </>
  );
}

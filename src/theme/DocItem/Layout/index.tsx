// Wrap: adds the Feedback button and its modal (src/components/Feedback) to every doc page and
// cookbook recipe, after the page's own layout.
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import FeedbackWidget from '@site/src/components/Feedback';

export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Layout {...props} />
      <FeedbackWidget key={metadata.permalink} pageTitle={metadata.title} />
    </>
  );
}

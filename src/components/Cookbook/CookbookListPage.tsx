// A following page of the cookbook's recipe list (/ai-cookbook/page/N), added by the
// cookbook-index plugin; the first page is the collection's landing doc.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {CookbookListPage as ListPage} from '@site/plugins/cookbook-index/buildCookbookIndex';
import {Pagination, RecipeCards} from './CookbookIndex';

export default function CookbookListPage({listPage}: {listPage: ListPage}): ReactNode {
  const title = `AI Cookbook recipes, page ${listPage.page} of ${listPage.totalPages}`;
  return (
    <Layout
      title={title}
      description="More runnable recipes that make LLM applications durable with the Temporal Python SDK, ordered from the foundations up.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          Every recipe is a complete Python project: a Workflow, the Activities that call the model, a Worker and a
          starter, with the steps to run it against the Temporal development server.
        </p>
        <RecipeCards recipes={listPage.items} />
        <Pagination {...listPage} />
      </main>
    </Layout>
  );
}

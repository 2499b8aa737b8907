// The cookbook's recipe list: cards ordered by priority, from the cookbook-index plugin's data.
// On the landing page it shows the first list page and links to the next one.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {CookbookIndexItem, CookbookListPage} from '@site/plugins/cookbook-index/buildCookbookIndex';
import styles from './styles.module.css';

interface CookbookData {
  recipes: CookbookIndexItem[];
  pageSize: number;
  pages: string[];
}

export function useCookbookData(): CookbookData {
  return usePluginData('cookbook-index') as CookbookData;
}

export function RecipeCards({recipes}: {recipes: readonly CookbookIndexItem[]}): ReactNode {
  return (
    <ul className={styles.list} aria-label="Recipes">
      {recipes.map((recipe) => (
        <li key={recipe.id} className={styles.card} data-priority={recipe.priority}>
          <h3 className={styles.title}>
            <Link to={recipe.permalink}>{recipe.title}</Link>
          </h3>
          <p className={styles.description}>{recipe.description}</p>
          <ul className={styles.tags} aria-label="Tags">
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Link className={styles.tag} to={`/ai-cookbook/tags/${tag}`}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function Pagination({
  previous,
  next,
  page,
  totalPages,
}: Pick<CookbookListPage, 'previous' | 'next' | 'page' | 'totalPages'>): ReactNode {
  if (totalPages < 2) return null;
  return (
    <nav className="pagination-nav" aria-label="Recipe list pages">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous}>
          <div className="pagination-nav__sublabel">Previous page</div>
          <div className="pagination-nav__label">Recipes, page {page - 1}</div>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next}>
          <div className="pagination-nav__sublabel">Next page</div>
          <div className="pagination-nav__label">
            Recipes, page {page + 1} of {totalPages}
          </div>
        </Link>
      )}
    </nav>
  );
}

/** The first list page, for the landing doc. */
export default function CookbookIndex(): ReactNode {
  const {recipes, pageSize, pages} = useCookbookData();
  return (
    <>
      <RecipeCards recipes={recipes.slice(0, pageSize)} />
      <Pagination page={1} totalPages={pages.length} previous={null} next={pages[1] ?? null} />
    </>
  );
}

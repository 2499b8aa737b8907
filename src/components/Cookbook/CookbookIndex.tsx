// The cookbook's recipe list: cards ordered by priority, from the cookbook-index plugin's data.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {CookbookIndexItem} from '@site/plugins/cookbook-index/buildCookbookIndex';
import styles from './styles.module.css';

export function useCookbookIndex(): readonly CookbookIndexItem[] {
  return usePluginData('cookbook-index') as CookbookIndexItem[];
}

export default function CookbookIndex(): ReactNode {
  const recipes = useCookbookIndex();
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

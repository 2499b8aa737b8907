// The end of a doc page or cookbook recipe, between the article and its previous/next links
// (src/theme/DocItem/Paginator). On a desktop (997 px and wider) it takes no room: the Feedback
// button is a tab fixed in the margin at the right edge, and the theme's floating button scrolls
// back to the top. Narrower, there is no margin and anything fixed would lie over the text, so both
// become ordinary buttons in this row: "Was this page helpful? Feedback" and "Back to top".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';
import FeedbackWidget from '@site/src/components/Feedback';
import styles from './styles.module.css';

/** Scrolls to the top and moves focus to the page title, so keyboard and screen-reader users go there too. */
function backToTop() {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({top: 0, behavior: reducedMotion ? 'instant' : 'smooth'});
  const title = document.querySelector<HTMLElement>('main article h1');
  if (title) {
    title.tabIndex = -1;
    title.focus({preventScroll: true});
  }
}

export default function PageEnd({pageTitle}: {pageTitle: string}): ReactNode {
  return (
    <div className={styles.pageEnd} {...{[NEEDS_JS_ATTRIBUTE]: ''}}>
      <FeedbackWidget pageTitle={pageTitle} />
      <button type="button" className={clsx('pill-button', styles.backToTop)} onClick={backToTop}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 4 4.5 11.5l1.4 1.4L11 7.8V20h2V7.8l5.1 5.1 1.4-1.4z" />
        </svg>
        Back to top
      </button>
    </div>
  );
}

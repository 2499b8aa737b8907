// The Feedback button of doc pages and cookbook recipes (placed at the end of the page by
// src/components/PageEnd) and the sidebar-right modal it opens (FeedbackDialog). On a desktop
// (997 px and wider) the button is a tab fixed at the centre of the right edge, in the margin beside
// the article. Narrower there is no margin, so it is an ordinary button after the article, behind
// "Was this page helpful?", and nothing is fixed over the text.
import React, {type ReactNode} from 'react';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';
import {useModalOpener} from '@site/src/components/ModalDialog';
import FeedbackDialog from './FeedbackDialog';
import styles from './styles.module.css';

export default function FeedbackWidget({pageTitle}: {pageTitle: string}): ReactNode {
  const dialog = useModalOpener();
  return (
    <div className={styles.entry} {...{[NEEDS_JS_ATTRIBUTE]: ''}}>
      <p className={styles.prompt}>Was this page helpful?</p>
      <button {...dialog.openerProps} type="button" className={styles.button} onClick={dialog.show}>
        Feedback
      </button>
      {dialog.open && <FeedbackDialog pageTitle={pageTitle} onClose={dialog.close} />}
    </div>
  );
}

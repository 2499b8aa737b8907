// The Feedback button, fixed at the centre of the right edge of doc pages and cookbook recipes
// (src/theme/DocItem/Layout), and the sidebar-right modal it opens (FeedbackDialog).
import React, {type ReactNode} from 'react';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';
import {useModalOpener} from '@site/src/components/ModalDialog';
import FeedbackDialog from './FeedbackDialog';
import styles from './styles.module.css';

export default function FeedbackWidget({pageTitle}: {pageTitle: string}): ReactNode {
  const dialog = useModalOpener();
  return (
    <>
      <button
        {...dialog.openerProps}
        type="button"
        className={styles.tab}
        {...{[NEEDS_JS_ATTRIBUTE]: ''}}
        onClick={dialog.show}>
        Feedback
      </button>
      {dialog.open && <FeedbackDialog pageTitle={pageTitle} onClose={dialog.close} />}
    </>
  );
}

// The Feedback button, fixed at the centre of the right edge of doc pages and cookbook recipes
// (src/theme/DocItem/Layout), and the sidebar-right modal it opens (FeedbackDialog).
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';
import {useReturnFocus} from '@site/src/lib/focusTrap';
import FeedbackDialog from './FeedbackDialog';
import styles from './styles.module.css';

export default function FeedbackWidget({pageTitle}: {pageTitle: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useReturnFocus(open, buttonRef);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.tab}
        {...{[NEEDS_JS_ATTRIBUTE]: ''}}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}>
        Feedback
      </button>
      {open && <FeedbackDialog pageTitle={pageTitle} onClose={close} />}
    </>
  );
}

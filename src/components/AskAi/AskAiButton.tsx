// The Ask AI navbar button: a sparkle icon labelled "Ask AI". It opens the "Ask the docs" panel.
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import AskDocsPanel from './AskDocsPanel';
import styles from './styles.module.css';

export function SparkleIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M11 2 9.2 7.2 4 9l5.2 1.8L11 16l1.8-5.2L18 9l-5.2-1.8L11 2zm7 11-.9 2.6-2.6.9 2.6.9.9 2.6.9-2.6 2.6-.9-2.6-.9L18 13zM6 15l-.7 2-2 .7 2 .7.7 2 .7-2 2-.7-2-.7L6 15z"
      />
    </svg>
  );
}

export default function AskAiButton({mobile}: {mobile?: boolean}): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.button, mobile && styles.mobile)}
        aria-label="Ask AI"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}>
        <SparkleIcon />
        <span className={styles.label}>Ask AI</span>
      </button>
      {open && <AskDocsPanel onClose={close} />}
    </>
  );
}

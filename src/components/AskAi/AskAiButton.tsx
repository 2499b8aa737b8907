// The Ask AI navbar button: a sparkle icon labelled "Ask AI". It opens the third-party assistant
// when that widget has loaded (src/clientModules/askAiWidget.ts), and our "Ask the docs" panel
// otherwise: not configured, blocked, offline or still loading.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';
import {kapaApi} from '@site/src/lib/askAi/widget';
import {useModalOpener} from '@site/src/components/ModalDialog';
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

/** Opens the third-party widget; false when it is not there or refuses, so the panel opens instead. */
function openWidget(): boolean {
  const widget = kapaApi();
  if (!widget) return false;
  try {
    widget.open({mode: 'ai'});
    return true;
  } catch {
    return false;
  }
}

export default function AskAiButton({mobile}: {mobile?: boolean}): ReactNode {
  const panel = useModalOpener();
  return (
    <>
      <button
        {...panel.openerProps}
        type="button"
        className={clsx('pill-button', styles.button, mobile && styles.mobile)}
        {...{[NEEDS_JS_ATTRIBUTE]: ''}}
        aria-label="Ask AI"
        onClick={() => {
          if (!openWidget()) panel.show();
        }}>
        <SparkleIcon />
        <span className={styles.label}>Ask AI</span>
      </button>
      {panel.open && <AskDocsPanel onClose={panel.close} />}
    </>
  );
}

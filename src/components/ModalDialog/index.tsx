// The one modal dialog shell of the site's own dialogs (Ask the docs, Feedback). A native modal
// <dialog>: the page behind it is inert and its ::backdrop is the overlay. It is labelled by its
// <h2> title and has a Close button; Escape, Close and a click on the overlay all call onClose; Tab
// and Shift+Tab stay inside it (src/lib/focusTrap). useModalOpener gives the button that opens it
// its state and ARIA attributes, and puts focus back on that button once the dialog has closed.
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {trapTabKey, useReturnFocus} from '@site/src/lib/focusTrap';
import styles from './styles.module.css';

interface ModalDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  /** The control that has focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** The id of an element of `children` that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** The dialog's size and position; the shell sets its padding, colours, overlay and header. */
  className?: string;
  children: ReactNode;
}

/** Class names for the labels (`label`) and text fields (`input`) of a dialog's form. */
export const fieldStyles = {label: styles.fieldLabel, input: styles.input};

/** Render it when the dialog is open (`{open && <ModalDialog …/>}`): it opens as it mounts. */
export default function ModalDialog({
  title,
  onClose,
  initialFocus,
  describedBy,
  className,
  children,
}: ModalDialogProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    initialFocus.current?.focus();
    return () => dialog?.close();
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={trapTabKey}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

/**
 * The state of a button that opens a ModalDialog: `open`, `show` and `close`, and `openerProps` to
 * spread on the button (its ref, aria-haspopup and aria-expanded). Focus goes back to the button
 * once the dialog has closed.
 */
export function useModalOpener() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useReturnFocus(open, ref);
  return {open, show, close, openerProps: {ref, 'aria-haspopup': 'dialog', 'aria-expanded': open} as const};
}

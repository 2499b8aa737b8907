// Focus management for our modal dialogs: Tab and Shift+Tab stay inside an open dialog (from the
// last control Tab wraps to the first and back; a modal <dialog> makes the page behind it inert,
// but browsers may still tab out of it), and focus returns to the opener once it has closed.
import {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hidden && el.getClientRects().length > 0,
  );
}

export function trapTabKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = focusableIn(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Puts focus back on the control that opened a dialog once the dialog has closed. It runs after the
 * dialog's own clean-up has taken it out of the top layer; before that the page behind is inert.
 */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}

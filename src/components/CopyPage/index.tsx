// "Copy page": copies the page's Markdown (published at its URL plus `.md` by plugins/llms-export)
// to the clipboard, for pasting into an LLM chat. Its menu opens that Markdown ("View as Markdown").
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`the Markdown file answered ${response.status}`);
  return response.text();
}

/**
 * Writes the Markdown to the clipboard. A ClipboardItem built from the pending download keeps the
 * click's user activation in browsers (Safari) that drop it across an await; writeText is the fallback.
 */
async function copyMarkdown(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('this browser does not allow pages to use the clipboard');
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      await text; // a failed download explains the failure better than the clipboard does
      if (typeof clipboard.writeText !== 'function') throw error;
    }
  }
  await clipboard.writeText(await text);
}

function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return 'the browser blocked access to the clipboard';
  }
  return error instanceof Error ? error.message : String(error);
}

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

function ChevronIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}

export interface CopyPageProps {
  /** URL of the page's Markdown (`/workflows.md`). */
  markdownUrl: string;
}

export default function CopyPage({markdownUrl}: CopyPageProps): ReactNode {
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const copy = useCallback(async () => {
    setStatus({kind: 'copying'});
    try {
      await copyMarkdown(markdownUrl);
      setStatus({kind: 'copied'});
    } catch (error) {
      setStatus({kind: 'failed', reason: reasonOf(error)});
    }
  }, [markdownUrl]);

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus({kind: 'idle'}), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, closeMenu]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setMenuOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    }
  };

  return (
    <div ref={rootRef} className={styles.copyPage}>
      <div className={styles.group}>
        <button
          type="button"
          className={clsx(styles.button, styles.main)}
          onClick={copy}
          disabled={status.kind === 'copying'}>
          <CopyIcon />
          <span>{status.kind === 'copied' ? 'Copied' : 'Copy page'}</span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={onToggleKeyDown}>
          <ChevronIcon />
        </button>
      </div>
      <noscript>
        {/* Without JavaScript the buttons cannot copy; the Markdown itself is one click away. */}
        <a className={clsx(styles.button, styles.noscriptLink)} href={markdownUrl}>
          View as Markdown
        </a>
      </noscript>
      {menuOpen && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Page actions"
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          <li role="none">
            <a
              role="menuitem"
              className={styles.item}
              href={markdownUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => closeMenu(false)}>
              View as Markdown
              <span className={styles.hint}>Open this page as plain Markdown</span>
            </a>
          </li>
        </ul>
      )}
      <div role="status" className={status.kind === 'failed' ? styles.error : styles.visuallyHidden}>
        {status.kind === 'copied' && 'Page copied to the clipboard as Markdown.'}
        {status.kind === 'failed' && `Could not copy the page: ${status.reason}. Use “View as Markdown” instead.`}
      </div>
    </div>
  );
}

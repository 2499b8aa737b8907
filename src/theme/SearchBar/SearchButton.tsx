// The navbar's search button and its keyboard shortcuts, written here so that the first page load
// does not carry DocSearch: @docsearch/react 3.9 publishes one ES module, so importing its button
// from it put the whole modal and autocomplete engine (27 KB gzip) into the main bundle. The markup
// and class names are DocSearch's (its stylesheet styles them); the behaviour matches its
// DocSearchButton and useDocSearchKeyboardEvents: Ctrl/⌘+K toggles the modal, "/" opens it outside
// form fields, Escape closes it, and a letter or digit typed on the focused button starts a query.
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';
import {NEEDS_JS_ATTRIBUTE} from '@site/config/noscript';

// buttonAriaLabel is DocSearch's; it is not used, so the name stays the visible label.
type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

type SearchButtonProps = ComponentPropsWithoutRef<'button'> & {translations?: ButtonTranslations};

const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key cap that looks pressed while its key is held. */
function ShortcutKey({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  // Known only in the browser, so the server renders no key caps and hydration matches.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(APPLE_PLATFORM.test(navigator.platform)), []);
  // The accessible name is the visible label (WCAG 2.5.3, "label in name"). It is also the
  // aria-label because DocSearch's stylesheet hides the label on narrow screens, where the button
  // shows only its icon. The shortcut is announced by aria-keyshortcuts; the key caps are visual.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      {...{[NEEDS_JS_ATTRIBUTE]: ''}}
      aria-label={buttonText}
      aria-keyshortcuts={apple === null ? undefined : apple ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {apple !== null && (
          <>
            <ShortcutKey reactsToKey={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : <ControlKeyIcon />}</ShortcutKey>
            <ShortcutKey reactsToKey="k">K</ShortcutKey>
          </>
        )}
      </span>
    </button>
  );
});

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

type ShortcutOptions = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: React.RefObject<HTMLButtonElement | null>;
};

/** The search shortcuts, on the window, for as long as the search bar is mounted. */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: ShortcutOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = event.code === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isEditingContent(event);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}

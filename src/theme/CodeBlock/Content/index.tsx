// Wraps theme-classic's CodeBlock/Content so that Prism is not loaded or run for the page the
// reader lands on (src/lib/highlighter). The server renders the highlighted block as usual. In the
// browser:
// - on the page the reader landed on, the block keeps the server's highlighted markup (read from
//   the DOM while hydrating, and rendered with dangerouslySetInnerHTML so React leaves it as it
//   is), unless the reader's colour mode turns out to need another Prism theme;
// - on the pages the reader goes to next, theme-classic's highlighted content (the same markup as
//   the server's), or plain code until the highlighter, asked for at once, has loaded.
// Blocks that show the server's markup are never tokenized again in the browser, which keeps long
// pages free of long tasks after they load.
import React, {use, useCallback, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {loadHighlighter, loadedHighlighter, onHighlighterLoaded, requestHighlighter} from '@site/src/lib/highlighter';
import styles from './styles.module.css';

type Props = {className?: string};

/** The server's markup for this block, when the page is being hydrated. */
function serverMarkup(id: string): string | null {
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable regions are reachable from the keyboard, as theme-classic's highlighted block.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.plain, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * The server's markup of the code blocks on the page the reader landed on, with the Prism theme it
 * was rendered in, kept for blocks with the same metadata that mount later on (a block that React
 * remounts, the landing page visited again): they render the same markup without Prism.
 */
const landingMarkup = new Map<string, {html: string; themeKey: string}>();

export default function CodeBlockContent(props: Props): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const {metadata, wordWrap} = useCodeBlockContext();
  const onServer = typeof window === 'undefined';
  const [Highlighted, setHighlighted] = useState(() => loadedHighlighter());
  // Compared by value: the configured light and dark themes may be equal but distinct objects.
  const prismTheme = usePrismTheme();
  const themeKey = useMemo(() => JSON.stringify(prismTheme), [prismTheme]);
  const blockKey = useMemo(() => JSON.stringify(metadata), [metadata]);
  const [landed] = useState(() => {
    if (onServer) return null;
    if (isBrowser) return landingMarkup.get(blockKey) ?? null;
    // Hydrating: the first client render of the server-rendered page (useIsBrowser is still false).
    const html = serverMarkup(id);
    if (html === null) return null;
    landingMarkup.set(blockKey, {html, themeKey});
    return {html, themeKey};
  });
  // The server's markup carries the Prism theme of the server's colour mode. When the reader's mode
  // differs (known just after hydration), the block shows plain code in the right colours.
  const markup = landed !== null && landed.themeKey === themeKey ? landed.html : null;
  // Stable across renders: React 19 rewrites innerHTML whenever this object changes, which would
  // undo word wrap (set on the <code> element) each time the block re-renders.
  const innerHtml = useMemo(() => (markup === null ? undefined : {__html: markup}), [markup]);
  // Word wrap and the copy button find the block through this ref, as with the highlighted one.
  const attachMarkup = useCallback(
    (element: HTMLDivElement | null) => {
      const pre = element?.querySelector('pre');
      if (pre) wordWrap.codeBlockRef.current = pre;
    },
    [wordWrap.codeBlockRef],
  );

  useEffect(() => {
    // The server's markup is final; plain code asks for the highlighter and re-renders with it.
    if (Highlighted || markup !== null) return undefined;
    const unsubscribe = onHighlighterLoaded((component) => setHighlighted(() => component));
    requestHighlighter();
    return unsubscribe;
  }, [Highlighted, markup]);

  if (onServer) {
    const ServerHighlighted = Highlighted ?? use(loadHighlighter());
    return (
      <div data-code-block={id} className={styles.frame}>
        <ServerHighlighted {...props} />
      </div>
    );
  }
  if (innerHtml !== undefined) {
    return <div data-code-block={id} className={styles.frame} ref={attachMarkup} dangerouslySetInnerHTML={innerHtml} />;
  }
  if (Highlighted) {
    return (
      <div data-code-block={id} className={styles.frame}>
        <Highlighted {...props} />
      </div>
    );
  }
  return (
    <div data-code-block={id} className={styles.frame}>
      <PlainCode {...props} />
    </div>
  );
}

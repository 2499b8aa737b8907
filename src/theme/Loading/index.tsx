// Replaces core's @theme/Loading (theme-fallback), which a route's loadable renders while its
// chunks load and when they fail. Same states and markup landmarks as upstream — the red, centred
// error box with "Retry" and the 128×110 spinner after the loadable's delay —
// with colours that pass WCAG AA in both modes, a live region so screen readers hear the failure,
// and styles from a CSS module instead of inline style attributes.
import React, {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

function LoadError({error, retry}: {error: Error; retry: () => void}): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  // The box replaces the page, so the reader's focus moves to the one thing they can do.
  useEffect(() => button.current?.focus({preventScroll: true}), []);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>This page could not be loaded.</p>
      <p className={styles.message}>{String(error)}</p>
      <button ref={button} type="button" className={styles.retry} onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** What react-loadable passes to its `loading` component. */
type Props = {error?: Error | null; retry: () => void; pastDelay: boolean};

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) return <LoadError error={error} retry={retry} />;
  if (!pastDelay) return null;
  return (
    <div className={styles.spinnerFrame} role="status" aria-label="Loading the page">
      <svg id="loader" className={styles.spinner} viewBox="0 0 45 45" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(1 1)" strokeWidth="2">
          {/* Two rings that grow and fade, 1.5 s apart, around a pulsing dot. */}
          {['1.5s', '3s'].map((begin) => (
            <circle key={begin} cx="22" cy="22" r="6" strokeOpacity="0">
              {[
                ['r', '6;22'],
                ['stroke-opacity', '1;0'],
                ['stroke-width', '2;0'],
              ].map(([attributeName, values]) => (
                <animate
                  key={attributeName}
                  attributeName={attributeName}
                  begin={begin}
                  dur="3s"
                  values={values}
                  calcMode="linear"
                  repeatCount="indefinite"
                />
              ))}
            </circle>
          ))}
          <circle cx="22" cy="22" r="8">
            <animate
              attributeName="r"
              begin="0s"
              dur="1.5s"
              values="6;1;2;3;4;5;6"
              calcMode="linear"
              repeatCount="indefinite"
            />
          </circle>
        </g>
      </svg>
    </div>
  );
}

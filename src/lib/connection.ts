// The rule the site applies before fetching anything the reader has not asked for yet: nothing on a
// 2g or slow-2g connection, nothing when the browser's data saver is on. It matches the rule
// Docusaurus applies to prefetching the chunks of linked pages.

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

/** Whether the browser reports a slow connection or data saver, so prefetching should wait. */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

// Ejected from @docusaurus/theme-classic 3.8.1 (CodeBlock). Change: a code block given a string is
// no longer remounted right after hydration. Upstream keys every block by useIsBrowser so that a
// block re-renders in the reader's colour mode; our CodeBlock/Content does that itself (it keeps
// the server's highlighted markup only while the Prism theme matches), so remounting would only
// rebuild every block of a long page once more while it loads. Blocks with React elements as
// children keep the upstream remount.
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only strings (so they can be copied), else as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') {
    return <StringContent {...props}>{children}</StringContent>;
  }
  return (
    <ElementContent key={String(isBrowser)} {...props}>
      {children}
    </ElementContent>
  );
}

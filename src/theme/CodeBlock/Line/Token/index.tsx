// Wraps theme-classic's CodeBlock/Line/Token: a token the Prism theme gives no style is written as
// bare text, which the line's own colour already paints (see ../mergeTokens.ts).
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isUnstyled} from '../mergeTokens';

export default function CodeBlockLineToken(props: Props): ReactNode {
  if (isUnstyled(props.style)) return <>{props.children}</>;
  return <Token {...props} />;
}

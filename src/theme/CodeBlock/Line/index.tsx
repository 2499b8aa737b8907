// Wraps theme-classic's CodeBlock/Line: the line's tokens are merged first (./mergeTokens.ts), so
// a highlighted line has a <span> per run of one style instead of one per Prism token; unstyled
// runs render as bare text (./Token).
import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {mergeTokens} from './mergeTokens';

export default function CodeBlockLine(props: Props): ReactNode {
  const line = mergeTokens(props.line, (token) => props.getTokenProps({token}).style);
  return <Line {...props} line={line} />;
}

// The navbar slot for the Ask AI button. It is the first of the three items on the
// right; the assistant it opens is provided by src/components/AskAi.
import React, {type ReactNode} from 'react';
import AskAiButton from './AskAiButton';

export default function AskAiNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  return <AskAiButton mobile={mobile} />;
}

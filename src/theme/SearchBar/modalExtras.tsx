// What only the open search modal needs, loaded with DocSearch's modal (importDocSearchModalIfNeeded
// in ./index.tsx) rather than with every page: the modal's SDK filter and the search client wrapper
// that applies it.
import React, {useCallback, useState} from 'react';
import SdkFilter from '@site/src/components/SdkFilter';
import type {Sdk} from '@site/src/lib/sdkChoice';

export {withSdkSearch} from '@site/src/lib/search/sdkClient';

/** The modal's filter keeps its own state, so changing it re-renders neither DocSearch nor its modal. */
export function ModalSdkFilter({
  filterRef,
  container,
}: {
  filterRef: React.RefObject<Sdk | null>;
  container: React.RefObject<HTMLDivElement | null>;
}) {
  const [sdkFilter, setSdkFilter] = useState<Sdk | null>(filterRef.current);
  const change = useCallback(
    (sdk: Sdk | null) => {
      filterRef.current = sdk;
      setSdkFilter(sdk);
      // Search again: tell DocSearch's input that its value changed (React reads the input event).
      // After this change event has been handled: an input event dispatched inside it is undone
      // by React's restoring of the controlled input.
      window.setTimeout(() => {
        const input = container.current?.querySelector<HTMLInputElement>('input.DocSearch-Input');
        if (!input) return;
        const tracker = (input as unknown as {_valueTracker?: {setValue(v: string): void}})._valueTracker;
        tracker?.setValue(`${input.value}\u0000`);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }, 0);
    },
    [filterRef, container],
  );
  return <SdkFilter value={sdkFilter} onChange={change} />;
}

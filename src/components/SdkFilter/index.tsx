// The search's "SDK" filter (the modal's and /search's): a segmented control made of native radio
// buttons in a labelled fieldset, so it is one tab stop and the arrow keys move between SDKs, as
// the keyboard and screen readers expect. "All SDKs" searches every page and ranks the reader's SDK
// first (src/lib/search/sdkFilter.ts).
import React, {useId, type ReactNode} from 'react';
import {isSdk, SDKS, type Sdk} from '@site/src/lib/sdkChoice';
import styles from './styles.module.css';

const CHOICES: Array<[string, string]> = [['', 'All SDKs'], ...Object.entries(SDKS)];

export default function SdkFilter({
  value,
  onChange,
  className,
}: {
  value: Sdk | null;
  onChange: (sdk: Sdk | null) => void;
  className?: string;
}): ReactNode {
  const name = useId();
  return (
    <fieldset className={`${styles.filter} ${className ?? ''}`} data-sdk-filter>
      <legend className={styles.legend}>SDK</legend>
      {CHOICES.map(([sdk, label]) => (
        <label key={sdk} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={sdk}
            checked={(value ?? '') === sdk}
            onChange={() => onChange(isSdk(sdk) ? sdk : null)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

// The reader's SDK in the browser: Docusaurus's storage slot of the `sdk-language` tab group.
import {createStorageSlot} from '@docusaurus/theme-common';
import {SDK_STORAGE_KEY, storedSdk, type Sdk} from '.';

export function sdkSlot() {
  return createStorageSlot(SDK_STORAGE_KEY);
}

/** The reader's SDK, or null (none chosen yet, or no storage). */
export function readSdkChoice(): Sdk | null {
  return typeof window === 'undefined' ? null : storedSdk(() => sdkSlot().get());
}

// Opening a page of an SDK's guide (/develop/<sdk>/…) makes that SDK the reader's choice, so every
// SDK tab group on the following pages opens on it (src/lib/sdkChoice). Written through Docusaurus's
// storage slot, which tells the tab groups already on the page.
import type {ClientModule} from '@docusaurus/types';
import {sdkOfPath} from '../lib/sdkChoice';
import {readSdkChoice, sdkSlot} from '../lib/sdkChoice/storage';

const module: ClientModule = {
  onRouteUpdate({location}) {
    const sdk = sdkOfPath(location.pathname);
    if (sdk && readSdkChoice() !== sdk) sdkSlot().set(sdk);
  },
};

export default module;

// Starts loading the code highlighter (src/lib/highlighter) when the reader first navigates to
// another page, alongside that page's own chunks, so its code blocks are highlighted on arrival.
// The page the reader landed on never needs it: its code is highlighted in the server's HTML.
import type {ClientModule} from '@docusaurus/types';
import {requestHighlighter} from '@site/src/lib/highlighter';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) requestHighlighter();
  },
};

export default clientModule;

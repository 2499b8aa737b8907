// The code highlighter, in its own chunk: Prism (through prism-react-renderer), the site's
// additional Prism languages and theme-classic's highlighted code block. On the server it is
// rendered into every page's HTML; in the browser it loads once the page is idle (./index.ts).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import HighlightedCodeBlockContent from '@theme-original/CodeBlock/Content';

// What theme-classic's prism-include-languages client module does on startup (that module is
// emptied by plugins/lazy-code-highlighting so Prism stays out of the main bundle).
prismIncludeLanguages(Prism);

export default HighlightedCodeBlockContent;

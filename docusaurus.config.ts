// Composes the site from config/. No logic of its own: settings live in config/*, behaviour in
// plugins/* and src/*.
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {readEnvironment} from './config/env';
import {DOCS_EDIT_URL, EXTERNAL_URL_REGEX, SITE_TAGLINE, SITE_TITLE} from './config/site';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {sidebarItemsGenerator} from './config/sidebarItems';
import {siteRedirects} from './config/siteRedirects';
import {redirectPlugins} from './config/redirectPlugins';
import {thirdPartyOrigins} from './config/thirdParty';
import {analyticsHeadTags, tagManager, widgetSettings} from './config/widgets';
import {noScriptStylesPlugin} from './config/noscript';
import {lastUpdateOptions} from './config/lastUpdate';
import {sitemapIgnorePatterns} from './config/unindexedRoutes';
import remarkCodeFile from './plugins/remark-code-file';
import remarkDiagram from './plugins/remark-diagram';
import remarkPinnedVersion from './plugins/remark-pinned-version';
import remarkSdkSwitch from './plugins/remark-sdk-switch';
import remarkApiLinks from './plugins/remark-api-links';
import type {CookbookIndexOptions} from './plugins/cookbook-index/options';

const env = readEnvironment();
/**
 * The test build (`npm run build:fixtures`, into build-fixtures/) adds unlisted fixture pages under
 * /__fixtures (tests/fixtures/docs) and the test-only client module; the shipped build/ never has them.
 */
const WITH_TEST_FIXTURES = process.env.DOCS_TEST_FIXTURES === '1';
const docsDir = path.join(__dirname, 'docs');
const redirects = siteRedirects(docsDir);

/** Admonition kinds beyond Docusaurus's own: rendered by src/theme/Admonition/Types. */
const CUSTOM_ADMONITIONS = ['competency', 'copycode'];

const config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  organizationName: 'temporalio',
  projectName: 'documentation',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}},

  future: {
    // Rspack and SWC: about four times faster here, and 3.8.1's webpack path breaks with current
    // webpack releases. Its SSG worker threads require the v4 head-attribute behaviour.
    experimental_faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  markdown: {format: 'mdx', mermaid: false},

  clientModules: [
    // Test builds only: lets an end-to-end test configure the widgets for one page load.
    ...(WITH_TEST_FIXTURES ? ['./tests/fixtures/widgetSettings.ts'] : []),
    './src/clientModules/announcementId.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/askAiWidget.ts',
    './src/clientModules/analyticsIdentity.ts',
    './src/clientModules/codeHighlighter.ts',
    './src/clientModules/legacyAnchors.ts',
    './src/clientModules/sidebarScroll.ts',
    './src/clientModules/sdkChoice.ts',
    './src/clientModules/searchPageIndex.ts',
  ],

  // PRELOAD_DOCUMENT_URL (config/widgets.ts); nothing when it is not set.
  headTags: analyticsHeadTags(env.analytics),

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/__tests__/**', 'clusters/**', 'ai-cookbook/**'],
          tags: 'tags.yml',
          onInlineTags: 'throw',
          editUrl: DOCS_EDIT_URL,
          ...lastUpdateOptions(__dirname),
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          admonitions: {keywords: CUSTOM_ADMONITIONS, extendDefaults: true},
          beforeDefaultRemarkPlugins: [
            [remarkDiagram, {siteDir: __dirname}],
            [remarkCodeFile, {rootDir: __dirname}],
            [remarkPinnedVersion, {siteDir: __dirname}],
            [remarkSdkSwitch, {siteDir: __dirname}],
            [remarkApiLinks, {siteDir: __dirname}],
          ],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // config/unindexedRoutes.ts: the routes the sitemap, the search index and the exports leave out.
        sitemap: {changefreq: 'daily', priority: 0.5, ignorePatterns: sitemapIgnorePatterns},
        googleTagManager: tagManager(env.analytics),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'ai-cookbook',
        path: 'ai-cookbook',
        routeBasePath: 'ai-cookbook',
        sidebarPath: './sidebarsCookbook.ts',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        editUrl: DOCS_EDIT_URL,
        ...lastUpdateOptions(__dirname),
        admonitions: {keywords: CUSTOM_ADMONITIONS, extendDefaults: true},
        beforeDefaultRemarkPlugins: [
          [remarkDiagram, {siteDir: __dirname}],
          [remarkCodeFile, {rootDir: __dirname}],
          [remarkPinnedVersion, {siteDir: __dirname}],
        ],
      } satisfies DocsOptions,
    ],
    ['./plugins/cookbook-index/index.ts', {docsPluginId: 'ai-cookbook'} satisfies Partial<CookbookIndexOptions>],
    ['./plugins/search-index/index.ts', {}],
    ['./plugins/llms-export/index.ts', {}],
    './plugins/core-client-patches/index.ts',
    './plugins/remark-diagram/plugin.ts',
    './plugins/remark-code-file/plugin.ts',
    './plugins/lazy-code-highlighting/index.ts',
    ['./plugins/lean-bundles/index.ts', {contentDirs: ['docs', 'ai-cookbook', 'src']}],
    './plugins/build-memory/index.ts',
    './plugins/ssg-render-cache/index.ts',
    './plugins/minify-cache/index.ts',
    ['./plugins/security-headers/index.ts', {extraOrigins: thirdPartyOrigins(env)}],
    // config/siteRedirects.ts: legacy routes and renamed pages, as redirect pages and as host rules.
    ...redirectPlugins(redirects),
    noScriptStylesPlugin,
    ...(WITH_TEST_FIXTURES
      ? [
          [
            '@docusaurus/plugin-content-docs',
            {
              id: 'fixtures',
              path: 'tests/fixtures/docs',
              routeBasePath: '__fixtures',
              sidebarPath: false,
              admonitions: {keywords: CUSTOM_ADMONITIONS, extendDefaults: true},
            } satisfies DocsOptions,
          ],
        ]
      : []),
  ],

  themeConfig: {
    metadata: [{name: 'robots', content: 'follow, index'}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: env.announcement
      ? {
          id: env.announcement.id,
          content: env.announcement.content,
          backgroundColor: '#2b2e8c',
          textColor: '#ffffff',
          isCloseable: true,
        }
      : undefined,
    navbar,
    footer,
    prism,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}, versionPersistence: 'localStorage'},
    algolia: {
      appId: env.algolia?.appId ?? 'LOCAL',
      apiKey: env.algolia?.apiKey ?? 'local',
      indexName: env.algolia?.indexName ?? 'temporal-docs',
      contextualSearch: true,
      externalUrlRegex: EXTERNAL_URL_REGEX,
      searchPagePath: 'search',
      insights: env.algolia !== null,
    },
  } satisfies Preset.ThemeConfig,

  customFields: {
    search: {provider: env.algolia ? 'algolia' : 'local', allowProviderOverride: WITH_TEST_FIXTURES},
    // askAi, feedback, analytics: read by src/lib/widgets/settings.ts; null when not configured.
    ...widgetSettings(env),
  },
} satisfies Config;

export default config;

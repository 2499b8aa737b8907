// The navbar: left items in order, then Ask AI, colour mode and search on the right.
import type {Navbar} from '@docusaurus/theme-common';
import {EXTERNAL, SITE_TITLE} from './site';

export const navbar = {
  title: SITE_TITLE,
  hideOnScroll: false,
  logo: {
    alt: 'Temporal logo',
    src: 'img/temporal-logo-dark.svg',
    srcDark: 'img/temporal-logo.svg',
    href: EXTERNAL.companyHome,
    target: '_self',
    width: 28,
    height: 28,
  },
  items: [
    {to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$'},
    {href: EXTERNAL.learnGettingStarted, label: 'Start learning', position: 'left'},
    {to: '/develop', label: 'Start building', position: 'left', activeBaseRegex: '^/develop(/|$)'},
    {to: '/ai-cookbook', label: 'AI Cookbook', position: 'left', activeBaseRegex: '^/ai-cookbook(/|$)'},
    {href: EXTERNAL.codeExchange, label: 'Code Exchange', position: 'left'},
    {to: '/cloud', label: 'Temporal Cloud', position: 'left', activeBaseRegex: '^/cloud(/|$)'},
    {type: 'custom-askAi', position: 'right'},
    // The colour-mode toggle and the search button follow, rendered by the theme.
  ],
} satisfies Omit<Navbar, 'style'>;

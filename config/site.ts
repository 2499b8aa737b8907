// Site and brand constants. Every external destination the site links to lives here, so a
// deployment changes them in one place.

export const SITE_TITLE = 'Temporal Docs';
export const SITE_TAGLINE = 'Build invincible applications with Durable Execution';
export const COPYRIGHT_YEAR = 2025;
export const DOCS_REPOSITORY = 'https://github.com/temporalio/documentation';
/** "Edit this page" links: the docs plugins append the file's path from the repository root. */
export const DOCS_EDIT_URL = `${DOCS_REPOSITORY}/edit/main/`;

export const EXTERNAL = {
  companyHome: 'https://temporal.io',
  learnGettingStarted: 'https://learn.temporal.io/getting_started/',
  learn: 'https://learn.temporal.io',
  codeExchange: 'https://temporal.io/code-exchange',
  github: 'https://github.com/temporalio',
  twitter: 'https://x.com/temporalio',
  linkedin: 'https://www.linkedin.com/company/temporal-technologies',
  slack: 'https://temporal.io/slack',
  youtube: 'https://www.youtube.com/c/Temporalio',
  aboutDocs: 'https://github.com/temporalio/documentation#readme',
  cloud: 'https://temporal.io/cloud',
  meetups: 'https://temporal.io/community#events',
  workshops: 'https://temporal.io/events',
  forum: 'https://community.temporal.io',
  askAnExpert: 'https://pages.temporal.io/ask-an-expert',
  blog: 'https://temporal.io/blog',
  useCases: 'https://temporal.io/in-use',
  newsletter: 'https://pages.temporal.io/newsletter-subscribe',
  privacy: 'https://temporal.io/global-privacy-policy',
  terms: 'https://docs.temporal.io/pdf/temporal-tos-2021-07-24.pdf',
  careers: 'https://temporal.io/careers',
  pricing: 'https://temporal.io/pricing',
} as const;

/** The Ask AI widget's script, loaded only when ASK_AI_WEBSITE_ID is set (config/widgets.ts). */
export const ASK_AI_WIDGET_SCRIPT = 'https://widget.kapa.ai/kapa-widget.bundle.js';

/** Hits on the company's own domain (not these docs) open with a full page load. */
export const EXTERNAL_URL_REGEX = '^https?://(?!docs\\.)([a-z0-9-]+\\.)?temporal\\.io(/|$)';

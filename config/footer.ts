// The footer: light style, one internal link (/security), the rest external.
import type {Footer} from '@docusaurus/theme-common';
import {COPYRIGHT_YEAR, EXTERNAL} from './site';

export const footer = {
  style: 'light',
  links: [
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: EXTERNAL.github},
        {label: 'X (Twitter)', href: EXTERNAL.twitter},
        {label: 'LinkedIn', href: EXTERNAL.linkedin},
        {label: 'Slack', href: EXTERNAL.slack},
        {label: 'YouTube', href: EXTERNAL.youtube},
      ],
    },
    {
      title: 'Docs',
      items: [
        {label: 'About the docs', href: EXTERNAL.aboutDocs},
        {label: 'Temporal Cloud', href: EXTERNAL.cloud},
        {label: 'Security', to: '/security'},
      ],
    },
    {
      title: 'Get help',
      items: [
        {label: 'Meetups', href: EXTERNAL.meetups},
        {label: 'Workshops', href: EXTERNAL.workshops},
        {label: 'Support forum', href: EXTERNAL.forum},
        {label: 'Ask an expert', href: EXTERNAL.askAnExpert},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Learn', href: EXTERNAL.learn},
        {label: 'Blog', href: EXTERNAL.blog},
        {label: 'Use cases', href: EXTERNAL.useCases},
        {label: 'Newsletter signup', href: EXTERNAL.newsletter},
      ],
    },
    {
      title: 'Company',
      items: [
        {label: 'Privacy policy', href: EXTERNAL.privacy},
        {label: 'Terms of service (PDF)', href: EXTERNAL.terms},
        {label: "We're hiring", href: EXTERNAL.careers},
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} Temporal Technologies Inc. All rights reserved.`,
} satisfies Footer;

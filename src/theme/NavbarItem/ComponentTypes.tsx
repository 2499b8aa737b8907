// Wrap: adds the `custom-askAi` navbar item type (config/navbar.ts) to the theme's registry.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AskAiNavbarItem from '@site/src/components/AskAi/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-askAi': AskAiNavbarItem,
};

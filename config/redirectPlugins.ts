// The two plugins that emit the site's redirects (config/siteRedirects.ts): the redirect pages of
// @docusaurus/plugin-client-redirects and the host rules of plugins/host-redirects. They are given
// to Docusaurus as functions, with their options validated here, because Docusaurus serializes the
// options of every plugin listed as [name, options] into the site config that ships in the main
// bundle: ~350 redirects would cost every page ~5 KB gzip of JavaScript it never reads.
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import clientRedirects, {validateOptions as validateClientRedirects} from '@docusaurus/plugin-client-redirects';
import hostRedirects, {validateOptions as validateHostRedirects} from '../plugins/host-redirects';
import type {Redirect} from './siteRedirects';

export function redirectPlugins(redirects: Redirect[]): PluginConfig[] {
  const clientOptions = validateClientRedirects({validate: normalizePluginOptions, options: {redirects}});
  const hostOptions = validateHostRedirects({validate: normalizePluginOptions, options: {redirects}});
  return [
    function legacyRedirectPages(context: LoadContext) {
      return clientRedirects(context, clientOptions) as Plugin<unknown> | null;
    },
    function legacyRedirectRules(context: LoadContext) {
      return hostRedirects(context, hostOptions) as Plugin<unknown>;
    },
  ];
}

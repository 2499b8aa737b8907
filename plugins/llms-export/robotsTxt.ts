// robots.txt, written at build time so that it names the sitemap of the deployment being built
// (`siteConfig.url`, set by SITE_URL) instead of a host fixed in static/.
import type {SiteInfo} from './buildExports';

export function buildRobotsTxt(site: Pick<SiteInfo, 'siteUrl' | 'baseUrl'>): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.siteUrl}${site.baseUrl}sitemap.xml`, ''].join('\n');
}

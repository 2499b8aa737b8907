// React access to the widget settings of this build (settings.ts).
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readWidgetSettings, type WidgetSettings} from './settings';

export function useWidgetSettings(): WidgetSettings {
  const {siteConfig} = useDocusaurusContext();
  return readWidgetSettings(siteConfig.customFields);
}

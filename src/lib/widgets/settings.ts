// The widget settings the build passed through `customFields` (config/widgets.ts), read defensively:
// anything missing or malformed counts as "not configured", so the local fallbacks answer.
import type {AskAiWidgetSettings, WidgetSettings} from '../../../config/widgets';

export type {AskAiWidgetSettings, WidgetSettings};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function readWidgetSettings(customFields: Record<string, unknown> | undefined): WidgetSettings {
  const fields = customFields ?? {};
  const askAi = isRecord(fields.askAi) ? fields.askAi : null;
  const websiteId = text(askAi?.websiteId);
  const scriptSrc = text(askAi?.scriptSrc);
  return {
    askAi: websiteId && scriptSrc ? {websiteId, scriptSrc, projectName: text(askAi?.projectName) ?? 'Temporal'} : null,
    feedback: {endpoint: isRecord(fields.feedback) ? text(fields.feedback.endpoint) : null},
    analytics: {commsUrl: isRecord(fields.analytics) ? text(fields.analytics.commsUrl) : null},
  };
}

import { currentTenant } from './activity-interceptor';

export async function loadSettings(): Promise<string> {
  return `settings for tenant ${currentTenant() ?? 'unknown'}`;
}

import { defaultPayloadConverter, type Payload } from '@temporalio/common';

// Shared by all interceptors. Safe to import from Workflow code: no Node.js APIs.
export const TENANT_HEADER = 'x-tenant-id';

export function encodeTenant(tenantId: string): Payload {
  return defaultPayloadConverter.toPayload(tenantId);
}

export function decodeTenant(headers: Record<string, Payload>): string | undefined {
  const payload = headers[TENANT_HEADER];
  return payload ? defaultPayloadConverter.fromPayload<string>(payload) : undefined;
}

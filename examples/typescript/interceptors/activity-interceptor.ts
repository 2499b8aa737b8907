import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from '@temporalio/activity';
import type { ActivityExecuteInput, ActivityInboundCallsInterceptor, Next } from '@temporalio/worker';
import { decodeTenant } from './tenant';

// Activities read the current tenant with currentTenant().
const tenantStorage = new AsyncLocalStorage<string | undefined>();
export const currentTenant = (): string | undefined => tenantStorage.getStore();

export class TenantActivityInbound implements ActivityInboundCallsInterceptor {
  constructor(private readonly ctx: Context) {}

  async execute(input: ActivityExecuteInput, next: Next<ActivityInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    const tenantId = decodeTenant(input.headers);
    this.ctx.log.debug('Running Activity for tenant', { tenantId });
    return tenantStorage.run(tenantId, () => next(input));
  }
}

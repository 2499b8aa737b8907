import type {
  Next,
  WorkflowClientInterceptor,
  WorkflowSignalWithStartInput,
  WorkflowStartInput,
} from '@temporalio/client';
import { encodeTenant, TENANT_HEADER } from './tenant';

// Adds the caller's tenant to every Workflow started through this Client.
export class TenantClientInterceptor implements WorkflowClientInterceptor {
  constructor(private readonly tenantId: string) {}

  async start(input: WorkflowStartInput, next: Next<WorkflowClientInterceptor, 'start'>): Promise<string> {
    // highlight-next-line
    return next({ ...input, headers: { ...input.headers, [TENANT_HEADER]: encodeTenant(this.tenantId) } });
  }

  async signalWithStart(
    input: WorkflowSignalWithStartInput,
    next: Next<WorkflowClientInterceptor, 'signalWithStart'>,
  ): Promise<string> {
    return next({ ...input, headers: { ...input.headers, [TENANT_HEADER]: encodeTenant(this.tenantId) } });
  }
}

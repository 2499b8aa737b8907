import type {
  ActivityInput,
  Next,
  StartChildWorkflowExecutionInput,
  WorkflowExecuteInput,
  WorkflowInboundCallsInterceptor,
  WorkflowInterceptorsFactory,
  WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';
import { decodeTenant, encodeTenant, TENANT_HEADER } from './tenant';

// State shared by the inbound and outbound interceptors of one Workflow Execution.
interface TenantState {
  tenantId?: string;
}

class TenantInbound implements WorkflowInboundCallsInterceptor {
  constructor(private readonly state: TenantState) {}

  async execute(input: WorkflowExecuteInput, next: Next<WorkflowInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    this.state.tenantId = decodeTenant(input.headers);
    return next(input);
  }
}

class TenantOutbound implements WorkflowOutboundCallsInterceptor {
  constructor(private readonly state: TenantState) {}

  // Forward the tenant to every Activity...
  async scheduleActivity(input: ActivityInput, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleActivity'>): Promise<unknown> {
    const { tenantId } = this.state;
    if (!tenantId) return next(input);
    return next({ ...input, headers: { ...input.headers, [TENANT_HEADER]: encodeTenant(tenantId) } });
  }

  // ...and to every Child Workflow.
  async startChildWorkflowExecution(
    input: StartChildWorkflowExecutionInput,
    next: Next<WorkflowOutboundCallsInterceptor, 'startChildWorkflowExecution'>,
  ): Promise<[Promise<string>, Promise<unknown>]> {
    const { tenantId } = this.state;
    if (!tenantId) return next(input);
    return next({ ...input, headers: { ...input.headers, [TENANT_HEADER]: encodeTenant(tenantId) } });
  }

  // Add the tenant to every Workflow log line.
  getLogAttributes(
    input: Record<string, unknown>,
    next: Next<WorkflowOutboundCallsInterceptor, 'getLogAttributes'>,
  ): Record<string, unknown> {
    return next({ ...input, tenantId: this.state.tenantId });
  }
}

// highlight-start
// The Worker looks for an export named `interceptors` in each module listed in workflowModules
// and calls it once for every Workflow Execution.
export const interceptors: WorkflowInterceptorsFactory = () => {
  const state: TenantState = {};
  return { inbound: [new TenantInbound(state)], outbound: [new TenantOutbound(state)] };
};
// highlight-end
